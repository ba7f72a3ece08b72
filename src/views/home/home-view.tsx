// Home page (/): avatar, name, role, resume download in the current language, technology
// cards (description modal) and project cards (modal with carousel, description and repository link).
// Which modal is shown, and its fade in/out, live in the modal machine; the content comes from src/content.
import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { modalMachine } from '@machines/modal.machine'
import type { ModalMachine } from '@machines/modal.machine'
import { owner } from '@/content/owner'
import { projects } from '@/content/projects'
import { technologies } from '@/content/technologies'
import type { ContentLanguage, Project, Technology } from '@/content/types'
import { paths } from '@/lib/paths'
import type { PageProps } from '@/lib/page'
import { DownloadIcon, ExternalIcon, GitHubIcon, MailIcon, PlayIcon, StarIcon } from '@/components/icons/icons'
import { Modal } from '@/components/modal/modal'
import type { ModalPhase } from '@/components/modal/modal'
import { actorOptions } from '@/state/inspector'
import { useLanguage } from '@/state/preferences-context'
import { badge, button, visuallyHidden } from '@/styles/recipes.css'
import { prefersReducedMotion } from '@/styles/reduced-motion'
import { DEMO_START_STATE } from '@/lib/demo-start'
import { ProjectCarousel } from './project-carousel'
import * as styles from './home.css'

const technologyItem = (id: string) => `technology:${id}`
const projectItem = (id: string) => `project:${id}`

/** A technology or project name as shown in a language (content has one name per language). */
const displayName = (item: { name: string; englishName: string }, language: ContentLanguage) =>
  language === 'en' ? item.englishName : item.name
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1)
const paragraphsOf = (text: string) => text.split(/\n{2,}/)

export default function HomeView({ modalLogic = modalMachine }: Partial<PageProps> & { modalLogic?: ModalMachine }) {
  const language = useLanguage()
  const { t } = useLingui()
  const input = useMemo(() => ({ reducedMotion: prefersReducedMotion() }), [])
  const modal = useActorRef(modalLogic, { ...actorOptions(), input })
  const item = useSelector(modal, (s) => s.context.item)
  const phase = useSelector(modal, (s) => (s.hasTag('visible') ? (s.value as ModalPhase) : null))
  const open = (next: string) => modal.send({ type: 'modal.open', item: next })
  const close = () => modal.send({ type: 'modal.close' })

  const technology = technologies.find((entry) => item === technologyItem(entry.id))
  const project = projects.find((entry) => item === projectItem(entry.id))
  const resume = owner.resume[language]

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-name">
        {/* The page's largest paint: fetched first, with the HTML's own preload. */}
        <img className={styles.avatar} src={owner.avatar} alt={owner.avatarAlt[language]} width={176} height={176} fetchPriority="high" />
        <div className={styles.heroText}>
          <p className={styles.kicker}>
            <Trans>Hello, I am</Trans>
          </p>
          <h1 id="home-name" className={styles.name}>
            {owner.name}
          </h1>
          <p className={styles.role}>{owner.role[language]}</p>
          <p className={styles.bio}>{owner.bio[language]}</p>
          <div className={styles.heroActions}>
            <a className={button({ variant: 'primary', size: 'lg' })} href={resume} download={fileName(resume)} hrefLang={language} type="application/pdf">
              <DownloadIcon />
              <Trans>Download resume</Trans>
              <span className={visuallyHidden}>(PDF)</span>
            </a>
            {/* The finance manager on a household's data, in one click (docs/product-rules.md#the-visitors-demo). */}
            <Link className={button({ variant: 'secondary', size: 'lg' })} href={paths.experimentar} state={DEMO_START_STATE}>
              <PlayIcon />
              <Trans>Try the finance manager</Trans>
            </Link>
            <Link className={button({ variant: 'secondary', size: 'lg' })} href={paths.contato}>
              <MailIcon />
              <Trans>Get in touch</Trans>
            </Link>
            <a className={styles.heroLink} href={owner.social.github} target="_blank" rel="noopener noreferrer">
              <GitHubIcon />
              GitHub
              <span className={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-technologies">
        <div className={styles.sectionHeading}>
          <h2 id="home-technologies">
            <Trans>Technologies</Trans>
          </h2>
          <p className={styles.sectionIntro}>
            <Trans>Tools I use every day. Choose one to read how I work with it.</Trans>
          </p>
        </div>
        <ul className={styles.techGrid}>
          {technologies.map((entry) => (
            <li key={entry.id} className={styles.techCard}>
              <img className={styles.techIcon} src={entry.icon} alt="" width={48} height={48} loading="lazy" />
              <h3 className={styles.techName}>
                <button type="button" className={styles.stretched} aria-haspopup="dialog" onClick={() => open(technologyItem(entry.id))}>
                  {displayName(entry, language)}
                </button>
              </h3>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-projects">
        <div className={styles.sectionHeading}>
          <h2 id="home-projects">
            <Trans>Projects</Trans>
          </h2>
          <p className={styles.sectionIntro}>
            <Trans>Personal projects, with screenshots, what they do and their source code.</Trans>
          </p>
        </div>
        <ul className={styles.projectGrid}>
          {projects.map((entry) => (
            <li key={entry.id} className={entry.featured ? `${styles.projectCard} ${styles.featuredCard}` : styles.projectCard}>
              <img className={styles.thumbnail} src={entry.thumbnail} alt="" width={600} height={375} loading="lazy" />
              <div className={styles.projectBody}>
                {entry.featured ? (
                  <span className={`${badge({ tone: 'status' })} ${styles.featuredBadge}`}>
                    <StarIcon />
                    <Trans>Featured</Trans>
                  </span>
                ) : null}
                <h3 className={styles.projectName}>
                  <button type="button" className={styles.stretched} aria-haspopup="dialog" onClick={() => open(projectItem(entry.id))}>
                    {displayName(entry, language)}
                  </button>
                </h3>
                <p className={styles.summary}>{entry.summary[language]}</p>
                <TechList ids={entry.technologies} language={language} label={t`Technologies used`} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      {phase && technology ? (
        <Modal
          phase={phase}
          title={displayName(technology, language)}
          leading={<img className={styles.modalIcon} src={technology.icon} alt="" width={40} height={40} />}
          closeLabel={t`Close`}
          onClose={close}
        >
          <TechnologyDetails technology={technology} language={language} />
        </Modal>
      ) : null}
      {phase && project ? (
        <Modal phase={phase} title={displayName(project, language)} closeLabel={t`Close`} onClose={close} size="wide">
          <ProjectDetails project={project} language={language} />
        </Modal>
      ) : null}
    </div>
  )
}

function TechList({ ids, language, label }: { ids: readonly string[]; language: ContentLanguage; label: string }) {
  const names = ids.map((id) => technologies.find((entry) => entry.id === id)).filter((entry): entry is Technology => entry !== undefined)
  return (
    <ul className={styles.techBadges} aria-label={label}>
      {names.map((entry) => (
        <li key={entry.id} className={badge({ tone: 'neutral' })}>
          {displayName(entry, language)}
        </li>
      ))}
    </ul>
  )
}

function TechnologyDetails({ technology, language }: { technology: Technology; language: ContentLanguage }) {
  return <p className={styles.modalText}>{technology.description[language]}</p>
}

function ProjectDetails({ project, language }: { project: Project; language: ContentLanguage }) {
  const { t } = useLingui()
  return (
    <>
      <ProjectCarousel images={project.images} alts={project.imageAlts[language]} />
      <div className={styles.modalText}>
        {paragraphsOf(project.text[language]).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <TechList ids={project.technologies} language={language} label={t`Technologies used`} />
      <div className={styles.modalActions}>
        <a className={button({ variant: 'primary' })} href={project.repositoryUrl} target="_blank" rel="noopener noreferrer">
          <GitHubIcon />
          <Trans>View repository</Trans>
          <ExternalIcon />
          <span className={visuallyHidden}>
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </div>
    </>
  )
}
