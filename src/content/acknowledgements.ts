import type { Acknowledgement } from './types'

/** Acknowledgements page: two main people first, then three others. */
export const acknowledgements: Acknowledgement[] = [
  {
    id: 'celia',
    name: 'Célia Duarte',
    photo: '/images/people/celia.svg',
    main: true,
    relation: { 'pt-BR': 'Minha mãe', en: 'My mother' },
    text: {
      'pt-BR':
        'Professora de matemática por trinta anos, foi ela quem me ensinou que errar faz parte de aprender. Obrigada por cada caderno revisado, por cada “tenta de novo” e por acreditar em mim antes de eu mesma acreditar.',
      en: 'A maths teacher for thirty years, she taught me that getting things wrong is part of learning. Thank you for every notebook you checked, every “try again”, and for believing in me before I did.',
    },
  },
  {
    id: 'rafael',
    name: 'Rafael Menezes',
    photo: '/images/people/rafael.svg',
    main: true,
    relation: { 'pt-BR': 'Meu companheiro', en: 'My partner' },
    text: {
      'pt-BR':
        'Meu primeiro testador e o mais exigente. Obrigada pela paciência nas noites de deploy, pelos cafés na hora certa e por me lembrar de parar quando o problema precisa de uma boa noite de sono.',
      en: 'My first tester, and the toughest one. Thank you for your patience on deploy nights, for coffee at just the right time, and for reminding me to stop when a problem needs a good night’s sleep.',
    },
  },
  {
    id: 'jorge',
    name: 'Jorge Almeida',
    photo: '/images/people/jorge.svg',
    main: false,
    relation: { 'pt-BR': 'Professor e orientador', en: 'Professor and advisor' },
    text: {
      'pt-BR':
        'Orientou meu trabalho de conclusão de curso e me apresentou aos bancos de dados relacionais. Até hoje ouço a voz dele quando escrevo uma consulta: “normalize primeiro, otimize depois”.',
      en: 'He supervised my final-year project and introduced me to relational databases. I still hear his voice whenever I write a query: “normalise first, optimise later”.',
    },
  },
  {
    id: 'camila',
    name: 'Camila Nogueira',
    photo: '/images/people/camila.svg',
    main: false,
    relation: { 'pt-BR': 'Mentora no primeiro emprego', en: 'Mentor at my first job' },
    text: {
      'pt-BR':
        'Revisou meus primeiros pull requests com generosidade e firmeza. Com ela aprendi a escrever testes antes de corrigir um bug e a pedir ajuda sem medo.',
      en: 'She reviewed my first pull requests with generosity and rigour. She taught me to write a test before fixing a bug, and to ask for help without fear.',
    },
  },
  {
    id: 'thiago',
    name: 'Thiago Souza',
    photo: '/images/people/thiago.svg',
    main: false,
    relation: { 'pt-BR': 'Amigo e parceiro de comunidade', en: 'Friend and community partner' },
    text: {
      'pt-BR':
        'Organizamos juntos o encontro mensal de desenvolvedores da cidade. Obrigada pelas palestras improvisadas, pelas ideias malucas que deram certo e pela amizade de todas as horas.',
      en: 'Together we run the city’s monthly developer meetup. Thank you for the improvised talks, the crazy ideas that worked, and a friendship I can always count on.',
    },
  },
]
