import type { Slideshow } from './types'

/** Private slideshow page (/amor): text and image slides advanced with a Next button, over looping music. */
export const slideshow: Slideshow = {
  music: '/music/loop.mp3',
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
      src: '/images/slideshow/praia.webp',
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
      src: '/images/slideshow/serra.webp',
      caption: {
        'pt-BR': 'A noite estrelada na Serra do Cipó: você contando as estrelas, eu contando os minutos com você.',
        en: 'The starry night at Serra do Cipó: you counting the stars, me counting the minutes with you.',
      },
    },
    {
      kind: 'image',
      src: '/images/slideshow/cidade.webp',
      caption: {
        'pt-BR': 'Nossa cidade, nossas janelas acesas, nossa casa.',
        en: 'Our city, our lit windows, our home.',
      },
    },
    {
      kind: 'image',
      src: '/images/slideshow/jardim.webp',
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
