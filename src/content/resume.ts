import type { Resume } from './types'

/**
 * Extra data for the resume PDFs (public/resume/*.pdf), built by scripts/content/build-resume.ts
 * together with owner, technologies and projects. Companies and schools are fictional.
 */
export const resume: Resume = {
  summary: {
    'pt-BR':
      'Desenvolvedora full-stack com seis anos de experiência em produtos web, de APIs em Node.js e .NET a interfaces em React. Foco em código claro, testes automatizados, acessibilidade e entregas frequentes em equipe.',
    en: 'Full-stack developer with six years of experience building web products, from Node.js and .NET APIs to React interfaces. Focused on clear code, automated tests, accessibility and frequent delivery as part of a team.',
  },
  experience: [
    {
      title: { 'pt-BR': 'Desenvolvedora Full-Stack Pleno', en: 'Full-Stack Developer (mid-level)' },
      organization: 'Trilha Pagamentos',
      period: { 'pt-BR': 'mar. 2022 – atual', en: 'Mar 2022 – present' },
      bullets: {
        'pt-BR': [
          'Conduzi a migração do painel do lojista para React e TypeScript, reduzindo em 40% o tempo de carregamento.',
          'Modelei fluxos de cobrança com máquinas de estado (XState), cobertos por testes baseados em modelo.',
          'Criei APIs em Node.js com documentação OpenAPI e limites de requisição, atendendo 2 milhões de chamadas por dia.',
        ],
        en: [
          'Led the migration of the merchant dashboard to React and TypeScript, cutting load time by 40%.',
          'Modelled billing flows as state machines (XState), covered by model-based tests.',
          'Built Node.js APIs with OpenAPI documentation and rate limits, serving 2 million calls a day.',
        ],
      },
    },
    {
      title: { 'pt-BR': 'Desenvolvedora .NET', en: '.NET Developer' },
      organization: 'Coopera Sistemas',
      period: { 'pt-BR': 'fev. 2020 – fev. 2022', en: 'Feb 2020 – Feb 2022' },
      bullets: {
        'pt-BR': [
          'Mantive e evoluí Web APIs em ASP.NET Core e Entity Framework para cooperativas de crédito.',
          'Automatizei o ambiente com Docker e pipelines de CI, levando o deploy de horas para minutos.',
        ],
        en: [
          'Maintained and extended ASP.NET Core and Entity Framework Web APIs for credit unions.',
          'Automated the environment with Docker and CI pipelines, taking deployments from hours to minutes.',
        ],
      },
    },
    {
      title: { 'pt-BR': 'Estagiária de Desenvolvimento', en: 'Software Development Intern' },
      organization: 'Agência Ipê Digital',
      period: { 'pt-BR': 'mar. 2019 – jan. 2020', en: 'Mar 2019 – Jan 2020' },
      bullets: {
        'pt-BR': ['Desenvolvi sites institucionais acessíveis e pequenos sistemas internos em C#.'],
        en: ['Built accessible company websites and small internal tools in C#.'],
      },
    },
  ],
  education: [
    {
      title: { 'pt-BR': 'Bacharelado em Sistemas de Informação', en: 'BSc in Information Systems' },
      organization: 'Centro Universitário Serra Azul',
      period: { 'pt-BR': '2016 – 2019', en: '2016 – 2019' },
      bullets: {
        'pt-BR': ['Trabalho de conclusão: modelagem de dados para pequenas clínicas.'],
        en: ['Final project: data modelling for small clinics.'],
      },
    },
  ],
  languages: {
    'pt-BR': ['Português — nativo', 'Inglês — avançado', 'Espanhol — intermediário'],
    en: ['Portuguese — native', 'English — advanced', 'Spanish — intermediate'],
  },
}
