/**
 * Typed content model of the portfolio owner (everything personal, in both languages).
 *
 * Everything personal on the public pages is data, not Lingui messages: the owner
 * replaces these files (and the files under public/) to make the site theirs.
 * Every path below is a public URL path (it starts with `/` and maps to a file under public/).
 */

/** The two languages of the interface; same codes as the Lingui locales. */
export type ContentLanguage = 'pt-BR' | 'en'

/** A value given once per language. */
export type Localized<T> = { 'pt-BR': T; en: T }

/** URL path of a static file under public/, e.g. `/images/avatar.svg`. */
export type PublicPath = `/${string}`

export interface SocialLinks {
  /** Professional network profile URL. */
  linkedin: string
  /** Photo-sharing network profile URL. */
  instagram: string
  /** Code host profile URL. */
  github: string
}

export interface Owner {
  name: string
  /** Role title shown under the name, e.g. "Desenvolvedora Full-Stack" / "Full-Stack Developer". */
  role: Localized<string>
  /** Avatar image (an illustration). */
  avatar: PublicPath
  /** Alternative text for the avatar. */
  avatarAlt: Localized<string>
  email: string
  location: Localized<string>
  /** Resume PDF per language: the home page links the one of the current language. */
  resume: Localized<PublicPath>
  social: SocialLinks
  /** One or two sentences used on the home page and in the resume header. */
  bio: Localized<string>
}

export interface Technology {
  id: string
  /** Name as shown in Portuguese. */
  name: string
  /** Name as shown in English. */
  englishName: string
  /** Square SVG icon. */
  icon: PublicPath
  /** Text of the description modal. */
  description: Localized<string>
}

export interface Project {
  id: string
  /** Name as shown in Portuguese. */
  name: string
  /** Name as shown in English. */
  englishName: string
  /** Card image, about 600×375. */
  thumbnail: PublicPath
  /** Carousel images, about 1200×750, at least three. */
  images: PublicPath[]
  /** Alternative text per carousel image, same order and length as `images`. */
  imageAlts: Localized<string[]>
  /** One-line summary for the project card and the resume. */
  summary: Localized<string>
  /** Modal description: two or three paragraphs joined with a blank line (`\n\n`). */
  text: Localized<string>
  repositoryUrl: string
  /** The featured project is listed first (the finance manager). */
  featured?: boolean
  /** Ids of entries in `technologies`. */
  technologies: string[]
}

export interface AboutMe {
  /** Paragraphs of the click-driven typewriter intro. */
  paragraphs: Localized<string[]>
  /** Skill badges (proper names, the same in both languages). */
  skills: string[]
}

export interface Acknowledgement {
  id: string
  name: string
  /** Portrait illustration. */
  photo: PublicPath
  /** Relationship shown under the name, e.g. "Mãe" / "Mother". */
  relation: Localized<string>
  text: Localized<string>
  /** Two main people are shown first and larger; the others follow. */
  main: boolean
}

/** Extra data used only by the resume PDFs (scripts/content/build-resume.ts). */
export interface ResumeEntry {
  title: Localized<string>
  organization: string
  period: Localized<string>
  bullets: Localized<string[]>
}

export interface Resume {
  summary: Localized<string>
  experience: ResumeEntry[]
  education: ResumeEntry[]
  languages: Localized<string[]>
}
