// About Me (/sobre-mim): profile, click-driven typewriter intro, skill badges and a mailto button.
// Texts come from src/content in the current language; the typewriter restarts when the language changes.
import { Trans } from '@lingui/react/macro'
import { about } from '@/content/about'
import { owner } from '@/content/owner'
import type { PageProps } from '@/lib/page'
import { GitHubIcon, LinkedInIcon, MailIcon, MapPinIcon } from '@/components/icons/icons'
import type { TypewriterMachine } from '@machines/site/typewriter.machine'
import { useLanguage } from '@/state/preferences-context'
import { badge, button, visuallyHidden } from '@/styles/recipes.css'
import { TypewriterIntro } from './typewriter-intro'
import * as styles from './about.css'

export default function AboutView({ typewriterLogic }: Partial<PageProps> & { typewriterLogic?: TypewriterMachine }) {
  const language = useLanguage()
  return (
    <div className={styles.page}>
      <aside className={styles.profile} aria-labelledby="about-name">
        <img className={styles.avatar} src={owner.avatar} alt={owner.avatarAlt[language]} width={160} height={160} fetchPriority="high" />
        <div className={styles.profileText}>
          <h1 id="about-name" className={styles.name}>
            {owner.name}
          </h1>
          <p className={styles.role}>{owner.role[language]}</p>
          <p className={styles.location}>
            <MapPinIcon />
            {owner.location[language]}
          </p>
        </div>
        <a className={button({ variant: 'primary', block: true })} href={`mailto:${owner.email}`}>
          <MailIcon />
          <Trans>Send me an e-mail</Trans>
        </a>
        <ul className={styles.socials}>
          <li>
            <a className={styles.social} href={owner.social.linkedin} target="_blank" rel="noopener noreferrer">
              <LinkedInIcon />
              LinkedIn
              <span className={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.social} href={owner.social.github} target="_blank" rel="noopener noreferrer">
              <GitHubIcon />
              GitHub
              <span className={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        </ul>
      </aside>

      <div className={styles.content}>
        <section className={styles.panel} aria-labelledby="about-intro">
          <h2 id="about-intro">
            <Trans>My story</Trans>
          </h2>
          <TypewriterIntro key={language} paragraphs={about.paragraphs[language]} logic={typewriterLogic} />
        </section>

        <section className={styles.panel} aria-labelledby="about-skills">
          <h2 id="about-skills">
            <Trans>Skills</Trans>
          </h2>
          <ul className={styles.skills}>
            {about.skills.map((skill) => (
              <li key={skill} className={`${badge({ tone: 'status' })} ${styles.skill}`}>
                {skill}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
