
// The private slideshow's content (/amor, Admin only). It lives with the server, not in src/content: the
// browser build must not carry its texts, and its files (server/private/slideshow/) are served only to an
// Admin by routes/slideshow.ts.

/** A text in both languages. */
type Localized<T> = { 'pt-BR': T; en: T }

export type PrivateSlide = { kind: 'text'; text: Localized<string> } | { kind: 'image'; file: string; caption: Localized<string> }

export interface PrivateSlideshow {
  /** The looping music, a file of server/private/slideshow/ (MP3 or OGG). */
  music: string
  slides: PrivateSlide[]
}

export const slideshow: PrivateSlideshow = {
  music: 'loop.mp3',
  slides: [
    {
      kind: 'text',
      text: {
        'pt-BR': 'Rafa, fiz esta página só para você.',
        en: 'Rafa, I made this page just for you.',
      },
    },
    {
      kind: 'image',
      file: 'praia.webp',
      caption: {
        'pt-BR': 'Aquele pôr do sol em Arraial, quando a gente perdeu o último ônibus e nem ligou.',
        en: 'That sunset in Arraial, when we missed the last bus and didn’t even care.',
      },
    },
    {
      kind: 'text',
      text: {
        'pt-BR': 'Obrigada por transformar dias comuns nos meus favoritos.',
        en: 'Thank you for turning ordinary days into my favourite ones.',
      },
    },
    {
      kind: 'image',
      file: 'serra.webp',
      caption: {
        'pt-BR': 'A noite estrelada na Serra do Cipó: você contando as estrelas, eu contando os minutos com você.',
        en: 'The starry night at Serra do Cipó: you counting the stars, me counting the minutes with you.',
      },
    },
    {
      kind: 'image',
      file: 'cidade.webp',
      caption: {
        'pt-BR': 'Nossa cidade, nossas janelas acesas, nossa casa.',
        en: 'Our city, our lit windows, our home.',
      },
    },
    {
      kind: 'image',
      file: 'jardim.webp',
      caption: {
        'pt-BR': 'O jardim da varanda, que cresce junto com a gente.',
        en: 'The balcony garden, growing along with us.',
      },
    },
    {
      kind: 'text',
      text: {
        'pt-BR': 'Que venham muitos outros capítulos. Eu te amo.',
        en: 'Here’s to many more chapters. I love you.',
      },
    },
  ],
}
