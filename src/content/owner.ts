import type { Owner } from './types'

/** The sample owner: a fictional developer. Replace with your own data. */
export const owner: Owner = {
  name: 'Helena Duarte',
  role: {
    'pt-BR': 'Desenvolvedora Full-Stack',
    en: 'Full-Stack Developer',
  },
  avatar: '/images/avatar.svg',
  avatarAlt: {
    'pt-BR': 'Ilustração de Helena Duarte: mulher de cabelo escuro na altura dos ombros, sobre fundo verde-azulado',
    en: 'Illustration of Helena Duarte: a woman with shoulder-length dark hair on a teal background',
  },
  email: 'helena.duarte@example.com',
  location: {
    'pt-BR': 'Belo Horizonte, MG — Brasil',
    en: 'Belo Horizonte, Brazil',
  },
  resume: {
    'pt-BR': '/resume/curriculo-pt-BR.pdf',
    en: '/resume/resume-en.pdf',
  },
  social: {
    linkedin: 'https://www.linkedin.com/in/helena-duarte-exemplo',
    instagram: 'https://www.instagram.com/helena.duarte.exemplo',
    github: 'https://github.com/helena-duarte-exemplo',
  },
  bio: {
    'pt-BR':
      'Desenvolvo aplicações web de ponta a ponta, do banco de dados à interface, com TypeScript, React, Node.js e .NET. Gosto de código claro, testes que dão confiança e produtos que resolvem problemas reais.',
    en: 'I build web applications end to end, from the database to the interface, with TypeScript, React, Node.js and .NET. I care about clear code, tests you can trust and products that solve real problems.',
  },
}
