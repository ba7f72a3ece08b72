import type { Technology } from './types'

/** Technology cards on the home page, in display order. */
export const technologies: Technology[] = [
  {
    id: 'typescript',
    name: 'TypeScript',
    englishName: 'TypeScript',
    icon: '/images/tech/typescript.svg',
    description: {
      'pt-BR':
        'Minha linguagem do dia a dia, no navegador e no servidor. Uso tipos estritos para modelar o domínio, compartilho esquemas entre front-end e API e deixo o compilador apontar erros antes que eles cheguem ao usuário.',
      en: 'My everyday language, in the browser and on the server. I use strict types to model the domain, share schemas between front end and API, and let the compiler catch mistakes before they reach users.',
    },
  },
  {
    id: 'react',
    name: 'React',
    englishName: 'React',
    icon: '/images/tech/react.svg',
    description: {
      'pt-BR':
        'Construo interfaces com componentes pequenos e acessíveis, rotas divididas por página e estado previsível. Presto atenção a foco, contraste e leitores de tela desde o primeiro protótipo.',
      en: 'I build interfaces from small, accessible components, with route-level code splitting and predictable state. I pay attention to focus, contrast and screen readers from the very first prototype.',
    },
  },
  {
    id: 'nodejs',
    name: 'Node.js',
    englishName: 'Node.js',
    icon: '/images/tech/nodejs.svg',
    description: {
      'pt-BR':
        'APIs REST rápidas e bem documentadas, com validação de entrada, autenticação por JWT, limites de requisição e documentação OpenAPI gerada a partir do próprio código.',
      en: 'Fast, well-documented REST APIs with input validation, JWT authentication, rate limiting and OpenAPI documentation generated from the code itself.',
    },
  },
  {
    id: 'dotnet',
    name: 'C# / .NET',
    englishName: 'C# / .NET',
    icon: '/images/tech/dotnet.svg',
    description: {
      'pt-BR':
        'Comecei a carreira com C# e ASP.NET Core e continuo usando em sistemas corporativos: Web APIs, Entity Framework, filas de mensagens e serviços em segundo plano.',
      en: 'I started my career with C# and ASP.NET Core and still use them for business systems: Web APIs, Entity Framework, message queues and background services.',
    },
  },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    englishName: 'PostgreSQL',
    icon: '/images/tech/postgresql.svg',
    description: {
      'pt-BR':
        'Modelagem relacional, migrações versionadas, índices e consultas analisadas com EXPLAIN. Valores monetários sempre em numeric, nunca em ponto flutuante.',
      en: 'Relational modelling, versioned migrations, indexes and queries checked with EXPLAIN. Money is always stored as numeric, never as floating point.',
    },
  },
  {
    id: 'docker',
    name: 'Docker',
    englishName: 'Docker',
    icon: '/images/tech/docker.svg',
    description: {
      'pt-BR':
        'Ambientes reproduzíveis para desenvolvimento e produção: imagens enxutas em múltiplos estágios, Compose para subir banco e API juntos e pipelines de CI que rodam os mesmos contêineres.',
      en: 'Reproducible environments for development and production: lean multi-stage images, Compose to run database and API together, and CI pipelines that use the same containers.',
    },
  },
  {
    id: 'xstate',
    name: 'XState',
    englishName: 'XState',
    icon: '/images/tech/xstate.svg',
    description: {
      'pt-BR':
        'Máquinas de estado para fluxos de interface que não podem falhar: login, formulários em etapas, paginação e modais. Os estados ficam explícitos, testáveis e fáceis de visualizar.',
      en: 'State machines for interface flows that must not break: sign-in, multi-step forms, paging and modals. States become explicit, testable and easy to visualise.',
    },
  },
  {
    id: 'git',
    name: 'Git',
    englishName: 'Git',
    icon: '/images/tech/git.svg',
    description: {
      'pt-BR':
        'Histórico limpo com commits pequenos e mensagens claras, revisão de código por pull request e integração contínua rodando testes a cada envio.',
      en: 'A clean history of small commits with clear messages, code review through pull requests, and continuous integration running the tests on every push.',
    },
  },
]
