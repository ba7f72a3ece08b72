import type { AboutMe } from './types'

/** About Me page: the typewriter intro (one click finishes or advances a paragraph) and skill badges. */
export const about: AboutMe = {
  paragraphs: {
    'pt-BR': [
      'Olá! Eu sou a Helena, desenvolvedora full-stack de Belo Horizonte.',
      'Meu primeiro programa foi uma planilha com macros para organizar as contas de casa. Descobri ali que gosto de transformar bagunça em algo simples de usar.',
      'Hoje trabalho com TypeScript, React, Node.js e .NET, e passo boa parte do tempo pensando em como deixar o código fácil de entender para quem vier depois.',
      'Acredito em testes automatizados, acessibilidade desde o início e conversas francas com quem vai usar o sistema.',
      'Fora do teclado, estou lendo um romance, cuidando das plantas ou procurando o melhor pão de queijo da cidade. Vamos conversar?',
    ],
    en: [
      'Hi! I’m Helena, a full-stack developer from Belo Horizonte, Brazil.',
      'My first program was a spreadsheet with macros to keep track of the household bills. That is when I found out I love turning a mess into something simple to use.',
      'Today I work with TypeScript, React, Node.js and .NET, and I spend a good part of my time thinking about how to keep code easy to understand for whoever comes next.',
      'I believe in automated tests, accessibility from day one and honest conversations with the people who will use the system.',
      'Away from the keyboard, I’m reading a novel, looking after my plants or hunting for the best pão de queijo in town. Shall we talk?',
    ],
  },
  skills: [
    'TypeScript',
    'React',
    'Node.js',
    'C# / .NET',
    'PostgreSQL',
    'Docker',
    'XState',
    'REST / OpenAPI',
    'Vitest',
    'Playwright',
    'Git',
    'a11y (WCAG)',
  ],
}
