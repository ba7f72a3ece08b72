// Acknowledgements (/agradecimentos): photos and thank-you texts, the two main people first and larger.
import { Trans } from '@lingui/react/macro'
import { acknowledgements } from '@/content/acknowledgements'
import type { Acknowledgement, ContentLanguage } from '@/content/types'
import type { PageProps } from '@/lib/page'
import { useLanguage } from '@/state/preferences-context'
import * as styles from './acknowledgements.css'

export default function AcknowledgementsView(_: Partial<PageProps>) {
  const language = useLanguage()
  const main = acknowledgements.filter((person) => person.main)
  const others = acknowledgements.filter((person) => !person.main)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <Trans>Acknowledgements</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>Nobody gets here alone. These are some of the people who made this journey possible.</Trans>
        </p>
      </header>
      <ul className={styles.mainList}>
        {main.map((person) => (
          <Person key={person.id} person={person} language={language} prominent />
        ))}
      </ul>
      <section className={styles.othersSection} aria-labelledby="acknowledgements-others">
        <h2 id="acknowledgements-others">
          <Trans>And also</Trans>
        </h2>
        <ul className={styles.othersList}>
          {others.map((person) => (
            <Person key={person.id} person={person} language={language} prominent={false} />
          ))}
        </ul>
      </section>
    </div>
  )
}

function Person({ person, language, prominent }: { person: Acknowledgement; language: ContentLanguage; prominent: boolean }) {
  const Heading = prominent ? 'h2' : 'h3'
  return (
    <li className={prominent ? styles.mainCard : styles.card} data-testid={prominent ? 'main-person' : 'other-person'}>
      <img className={prominent ? styles.mainPhoto : styles.photo} src={person.photo} alt={person.name} width={prominent ? 160 : 96} height={prominent ? 160 : 96} loading="lazy" />
      <div className={styles.text}>
        <Heading className={prominent ? styles.mainName : styles.name}>{person.name}</Heading>
        <p className={styles.relation}>{person.relation[language]}</p>
        <blockquote className={prominent ? styles.mainQuote : styles.quote}>
          <p>{person.text[language]}</p>
        </blockquote>
      </div>
    </li>
  )
}
