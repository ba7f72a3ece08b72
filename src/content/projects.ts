import type { Project } from './types'

const repo = (name: string) => `https://github.com/helena-duarte-exemplo/${name}`

const shots = (id: string) =>
  [`/images/projects/${id}/1.webp`, `/images/projects/${id}/2.webp`, `/images/projects/${id}/3.webp`] as const

/** Project cards on the home page, in display order: the featured finance project first. */
export const projects: Project[] = [
  {
    id: 'gestor-financeiro',
    name: 'Gestor Financeiro',
    englishName: 'Finance Manager',
    featured: true,
    thumbnail: '/images/projects/gestor-financeiro/thumb.webp',
    summary: {
      'pt-BR': 'Finanças pessoais com categorias, cartões, lançamentos e parcelamentos automáticos.',
      en: 'Personal finances with categories, cards, entries and automatic instalment plans.',
    },
    images: [...shots('gestor-financeiro')],
    imageAlts: {
      'pt-BR': [
        'Painel do mês com receitas, despesas, saldo e gráfico de gastos por categoria',
        'Tabela de lançamentos financeiros com filtros, situação e botão de pagar',
        'Parcelamento em doze vezes com as parcelas mensais e o progresso do pagamento',
      ],
      en: [
        'Monthly dashboard with income, expenses, balance and a chart of spending by category',
        'Table of financial entries with filters, status and a pay button',
        'A twelve-instalment plan with its monthly instalments and payment progress',
      ],
    },
    text: {
      'pt-BR':
        'Um gestor de finanças pessoais completo, feito para substituir a planilha da família: categorias, cartões, titulares de conta, lançamentos de receitas e despesas e parcelamentos que geram as parcelas mensais sozinhos, com vencimentos no mesmo dia de cada mês.\n\n' +
        'O front-end em React usa máquinas de estado XState para cada fluxo (filtros, paginação, formulário em modal, marcar como pago), o que deixou os casos difíceis testáveis por modelo. A API em Node.js guarda valores em centavos exatos no PostgreSQL e isola os dados de cada usuário.\n\n' +
        'É o projeto que roda neste site: entre com uma conta para experimentar.',
      en:
        'A complete personal finance manager, built to replace the family spreadsheet: categories, cards, account holders, income and expense entries, and instalment plans that generate their monthly instalments on their own, due on the same day of each month.\n\n' +
        'The React front end uses XState machines for every flow (filters, paging, modal form, mark as paid), which made the tricky cases testable with model-based tests. The Node.js API stores exact cents in PostgreSQL and keeps each user’s data separate.\n\n' +
        'It is the project running on this site: sign in to try it.',
    },
    repositoryUrl: repo('gestor-financeiro'),
    technologies: ['typescript', 'react', 'xstate', 'nodejs', 'postgresql'],
  },
  {
    id: 'estante-de-livros',
    name: 'Estante de Livros',
    englishName: 'Bookshelf',
    thumbnail: '/images/projects/estante-de-livros/thumb.webp',
    summary: {
      'pt-BR': 'Estante virtual com lista paginada, cadastro e estatísticas de leitura.',
      en: 'A virtual bookshelf with a paged list, book form and reading statistics.',
    },
    images: [...shots('estante-de-livros')],
    imageAlts: {
      'pt-BR': [
        'Lista de livros em cartões com capa, autor, preço e paginação',
        'Formulário de cadastro de livro com título, autor, preço e data de lançamento',
        'Estatísticas de leitura com livros lidos por mês',
      ],
      en: [
        'Book list as cards with cover, author, price and paging',
        'Book form with title, author, price and release date',
        'Reading statistics with books read per month',
      ],
    },
    text: {
      'pt-BR':
        'Uma estante virtual para acompanhar os livros que tenho, quero ler e já li. A lista é paginada no servidor, do mais recente para o mais antigo, e cada livro pode ser ativado, editado ou removido.\n\n' +
        'Foi meu laboratório de ASP.NET Core com Entity Framework e PostgreSQL, com autenticação por token e testes de integração rodando contra um banco de verdade em contêiner.',
      en:
        'A virtual bookshelf to keep track of the books I own, want to read and have read. The list is paged on the server, newest first, and each book can be activated, edited or removed.\n\n' +
        'It was my ASP.NET Core lab, with Entity Framework and PostgreSQL, token authentication and integration tests running against a real database in a container.',
    },
    repositoryUrl: repo('estante-de-livros'),
    technologies: ['dotnet', 'react', 'postgresql'],
  },
  {
    id: 'colecao-de-cartas',
    name: 'Coleção de Cartas',
    englishName: 'Card Collection Tracker',
    thumbnail: '/images/projects/colecao-de-cartas/thumb.webp',
    summary: {
      'pt-BR': 'Rastreador de coleção de cartas com envio em lote e estatísticas por raridade.',
      en: 'A trading-card collection tracker with batch upload and statistics by rarity.',
    },
    images: [...shots('colecao-de-cartas')],
    imageAlts: {
      'pt-BR': [
        'Tabela de estatísticas com a quantidade de cartas por raridade e por pacote',
        'Grade de cartas com a situação ativa ou inativa de cada uma',
        'Envio de imagens de cartas com a lista de arquivos aceitos e recusados',
      ],
      en: [
        'Statistics table with the number of cards per rarity and per booster',
        'Grid of cards showing whether each one is active or inactive',
        'Card image upload with the list of accepted and rejected files',
      ],
    },
    text: {
      'pt-BR':
        'Um rastreador para uma coleção de cartas colecionáveis: envio de imagens em lote, com os dados da carta lidos do próprio nome do arquivo, grade para ativar ou desativar cartas e uma tabela que cruza raridades e pacotes para mostrar o que falta.\n\n' +
        'A API em .NET valida cada arquivo pela assinatura PNG, recusa os nomes fora do padrão explicando o motivo e roda em Docker com o banco ao lado.',
      en:
        'A tracker for a trading-card collection: batch image upload, with the card data read from the file name itself, a grid to activate or deactivate cards, and a table that crosses rarities and boosters to show what is still missing.\n\n' +
        'The .NET API checks each file by its PNG signature, rejects names that do not follow the pattern with the reason why, and runs in Docker with the database next to it.',
    },
    repositoryUrl: repo('colecao-de-cartas'),
    technologies: ['dotnet', 'react', 'docker'],
  },
  {
    id: 'agenda-clinica',
    name: 'Agenda Clínica',
    englishName: 'Clinic Scheduler',
    thumbnail: '/images/projects/agenda-clinica/thumb.webp',
    summary: {
      'pt-BR': 'Agendamento para uma clínica de fisioterapia, com lembretes automáticos por e-mail.',
      en: 'Scheduling for a physiotherapy clinic, with automatic e-mail reminders.',
    },
    images: [...shots('agenda-clinica')],
    imageAlts: {
      'pt-BR': [
        'Agenda semanal com consultas coloridas por profissional',
        'Formulário de agendamento com paciente, profissional, data e horário',
        'Painel do dia com consultas confirmadas, pendentes e lembretes enviados',
      ],
      en: [
        'Weekly calendar with appointments coloured by practitioner',
        'Booking form with patient, practitioner, date and time',
        'Daily dashboard with confirmed and pending appointments and reminders sent',
      ],
    },
    text: {
      'pt-BR':
        'Sistema de agendamento para uma pequena clínica de fisioterapia: agenda semanal por profissional, confirmação de consultas e lembretes automáticos por e-mail um dia antes.\n\n' +
        'Feito como trabalho voluntário com ASP.NET Core, PostgreSQL e Docker. O maior desafio foi evitar conflitos de horário com restrições no próprio banco, e não só na interface.\n\n' +
        'Desde a implantação, as faltas caíram pela metade.',
      en:
        'A scheduling system for a small physiotherapy clinic: a weekly calendar per practitioner, appointment confirmation and automatic e-mail reminders the day before.\n\n' +
        'Built as volunteer work with ASP.NET Core, PostgreSQL and Docker. The hardest part was preventing double bookings with constraints in the database itself, not only in the interface.\n\n' +
        'Since it went live, no-shows have dropped by half.',
    },
    repositoryUrl: repo('agenda-clinica'),
    technologies: ['dotnet', 'postgresql', 'docker'],
  },
  {
    id: 'feira-local',
    name: 'Feira Local',
    englishName: 'Local Market',
    thumbnail: '/images/projects/feira-local/thumb.webp',
    summary: {
      'pt-BR': 'Vitrine on-line para a feira de produtores do bairro, pensada para o celular.',
      en: 'An online shop window for the neighbourhood farmers’ market, built mobile-first.',
    },
    images: [...shots('feira-local')],
    imageAlts: {
      'pt-BR': [
        'Catálogo de produtos da feira com filtros por categoria e produtor',
        'Carrinho com itens, retirada na feira e total do pedido',
        'Painel do produtor com pedidos da semana e estoque',
      ],
      en: [
        'Market product catalogue with filters by category and producer',
        'Shopping cart with items, market pick-up and order total',
        'Producer dashboard with this week’s orders and stock',
      ],
    },
    text: {
      'pt-BR':
        'Uma vitrine on-line para a feira de produtores do bairro: os clientes montam a cesta durante a semana e retiram no sábado; cada produtor vê os seus pedidos e ajusta o estoque pelo celular.\n\n' +
        'Front-end em React e TypeScript, API em Node.js e tudo empacotado em Docker para rodar num servidor pequeno e barato. A interface foi pensada primeiro para telas de 360 px.',
      en:
        'An online shop window for the neighbourhood farmers’ market: customers fill their basket during the week and pick it up on Saturday; each producer sees their own orders and updates stock from their phone.\n\n' +
        'React and TypeScript front end, Node.js API, and everything packaged with Docker to run on a small, cheap server. The interface was designed for 360 px screens first.',
    },
    repositoryUrl: repo('feira-local'),
    technologies: ['typescript', 'react', 'nodejs', 'docker'],
  },
]
