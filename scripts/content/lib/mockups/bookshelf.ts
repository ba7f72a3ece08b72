import { palette as p } from '../palette'
import { badge, barChart, donut, icon, money, page, type Theme } from '../ui'

const theme: Theme = { accent: p.indigo600, accentSoft: p.indigo50, accentText: p.indigo800 }
const nav = ['Minha estante', 'Cadastrar', 'Estatísticas']
const frame = (active: number, url: string, body: string, css = '') =>
  page({ theme, url: `estante.dev${url}`, brand: 'Estante de Livros', nav, active, body, css: coverCss + css })

const books = [
  { title: 'Dom Casmurro', author: 'Machado de Assis', price: 29.9, colors: ['#4338ca', '#1e1b4b'], active: true },
  { title: 'Vidas Secas', author: 'Graciliano Ramos', price: 42.5, colors: ['#d97706', '#7c2d12'], active: true },
  { title: 'A Hora da Estrela', author: 'Clarice Lispector', price: 39.9, colors: ['#0d9488', '#134e4a'], active: true },
  { title: 'O Cortiço', author: 'Aluísio Azevedo', price: 24.0, colors: ['#be123c', '#4c0519'], active: false },
  { title: 'Grande Sertão: Veredas', author: 'Guimarães Rosa', price: 89.9, colors: ['#65a30d', '#1a2e05'], active: true },
  { title: 'Quarto de Despejo', author: 'Carolina Maria de Jesus', price: 34.9, colors: ['#7c3aed', '#2e1065'], active: true },
  { title: 'Memórias Póstumas de Brás Cubas', author: 'Machado de Assis', price: 27.5, colors: ['#0369a1', '#082f49'], active: true },
  { title: 'Capitães da Areia', author: 'Jorge Amado', price: 44.9, colors: ['#ea580c', '#431407'], active: true },
]

const coverCss = `
.cover{position:relative;border-radius:4px 8px 8px 4px;color:#fff;padding:14px 12px 12px 18px;display:flex;flex-direction:column;box-shadow:0 10px 18px rgba(15,23,42,.22),inset 6px 0 0 rgba(255,255,255,.16)}
.cover .t{font-family:'DejaVu Serif',Georgia,serif;font-weight:700;line-height:1.15}
.cover .a{margin-top:auto;font-size:10px;letter-spacing:.08em;text-transform:uppercase;opacity:.8}
.cover .orn{width:26px;height:2px;background:rgba(255,255,255,.6);margin:10px 0}
`

function cover(b: (typeof books)[number], w: number, h: number, size = 15): string {
  return `<div class="cover" style="width:${w}px;height:${h}px;background:linear-gradient(160deg,${b.colors[0]},${b.colors[1]})"><div class="t" style="font-size:${size}px">${b.title}</div><div class="orn"></div><div class="a">${b.author}</div></div>`
}

function list(): string {
  return frame(
    0,
    '/livros',
    `<div style="display:flex;align-items:center;gap:12px"><h1>Minha estante</h1><span class="muted">48 livros</span><div class="grow"></div>
<div class="input" style="width:260px;gap:8px">${icon('search', p.slate400)}<span class="muted">Buscar título ou autor…</span></div><span class="btn">${icon('plus', '#fff')}Cadastrar livro</span></div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:18px;flex:1">
${books
  .map(
    (b) => `<div class="card" style="padding:0;overflow:hidden;display:flex;flex-direction:column;${b.active ? '' : 'opacity:.6'}">
<div style="height:150px;background:${p.slate50};display:flex;align-items:center;justify-content:center;border-bottom:1px solid ${p.slate100}">${cover(b, 90, 126, 12)}</div>
<div style="padding:12px 14px;display:flex;flex-direction:column;gap:4px;flex:1"><b style="font-size:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${b.title}</b><span class="muted" style="font-size:12.5px">${b.author}</span>
<div style="display:flex;align-items:center;margin-top:auto"><b style="color:${p.indigo700}">${money(b.price)}</b><span class="grow"></span>${b.active ? badge('Ativo', p.teal800, p.teal100) : badge('Inativo', p.slate600, p.slate200)}</div></div></div>`,
  )
  .join('')}
</div>
<div style="display:flex;align-items:center;gap:8px"><span class="muted" style="font-size:12.5px">Página 1 de 6 · mais recentes primeiro</span><div class="grow"></div><span class="btn sm ghost">‹ Anterior</span><span class="btn sm">1</span><span class="btn sm ghost">2</span><span class="btn sm ghost">3</span><span class="btn sm ghost">Próxima ›</span></div>`,
  )
}

function form(): string {
  const b = { title: 'Torto Arado', author: 'Itamar Vieira Junior', price: 59.9, colors: ['#b45309', '#451a03'], active: true }
  const field = (label: string, value: string, extra = '') => `<div><div class="label">${label}</div><div class="input" style="${extra}">${value}</div></div>`
  return frame(
    1,
    '/livros/cadastrar/0',
    `<div style="display:flex;align-items:center;gap:12px"><span class="muted" style="font-weight:600">Minha estante ›</span><h1>Cadastrar livro</h1></div>
<div class="row" style="flex:1;min-height:0">
<div class="card" style="flex:1.35;display:flex;flex-direction:column;gap:18px;padding:24px 26px">
${field('Título', 'Torto Arado', `border-color:${p.indigo500};box-shadow:0 0 0 3px ${p.indigo100}`)}
${field('Escritor', 'Itamar Vieira Junior')}
<div style="display:grid;grid-template-columns:1fr 1fr;gap:18px">${field('Preço', 'R$ 59,90')}${field('Data de lançamento', '05/08/2019')}</div>
<div style="display:flex;align-items:center;gap:12px"><div style="width:42px;height:24px;border-radius:12px;background:${p.indigo600};position:relative"><div style="position:absolute;right:3px;top:3px;width:18px;height:18px;border-radius:50%;background:#fff"></div></div><b style="font-weight:600">Ativo na estante</b></div>
<div><div class="label">Sinopse (opcional)</div><div class="input" style="height:84px;align-items:start;padding-top:10px;line-height:1.5">Duas irmãs, uma faca e a luta pela terra no sertão da Chapada Diamantina.</div></div>
<div style="padding:12px 14px;border-radius:10px;background:${p.teal50};color:${p.teal800};font-size:13px;display:flex;gap:10px;align-items:center">${icon('check', p.teal700)}Todos os campos estão válidos.</div>
<div style="display:flex;gap:10px;margin-top:auto"><span class="btn">Salvar livro</span><span class="btn ghost">Cancelar</span></div></div>
<div style="flex:1;display:flex;flex-direction:column;gap:18px">
<div class="card" style="display:flex;gap:20px;align-items:center;background:linear-gradient(135deg,${p.indigo50},${p.teal50})">${cover(b, 132, 190, 17)}
<div><div class="muted" style="font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.05em">Pré-visualização</div><div style="font-size:20px;font-weight:700;margin:6px 0 2px">Torto Arado</div><div class="muted">Itamar Vieira Junior · 2019</div><div style="margin-top:12px;font-weight:700;color:${p.indigo700};font-size:18px">${money(59.9)}</div></div></div>
<div class="card" style="flex:1"><h2>Dicas</h2><ul style="margin:0;padding-left:18px;line-height:1.75;color:${p.slate600};font-size:13.5px">
<li>O título e o escritor aceitam até 200 caracteres.</li><li>O preço usa vírgula para os centavos: 59,90.</li><li>Livros inativos continuam na lista, mas ficam esmaecidos.</li><li>A lista mostra os livros mais recentes primeiro.</li></ul></div></div></div>`,
  )
}

function stats(): string {
  const genres = [
    { name: 'Romance', value: 18, color: p.indigo600 },
    { name: 'Ensaio', value: 9, color: p.teal500 },
    { name: 'Tecnologia', value: 12, color: p.indigo300 },
    { name: 'Poesia', value: 5, color: p.amber400 },
    { name: 'Biografia', value: 4, color: p.teal300 },
  ]
  const goal = donut(
    120,
    14,
    [
      { value: 17, color: p.indigo600 },
      { value: 7, color: p.indigo100 },
    ],
    `<text x="60" y="58" text-anchor="middle" font-family="Inter" font-weight="750" font-size="22" fill="${p.slate800}">71%</text><text x="60" y="76" text-anchor="middle" font-family="Inter" font-size="11" fill="${p.slate500}">17 de 24</text>`,
  )
  const kpi = (label: string, value: string, note: string) =>
    `<div class="card" style="flex:1"><div class="muted" style="font-weight:600;font-size:13px">${label}</div><div style="font-size:28px;font-weight:750;margin:6px 0 4px">${value}</div><div class="muted" style="font-size:12.5px">${note}</div></div>`
  return frame(
    2,
    '/livros/estatisticas',
    `<div style="display:flex;align-items:center"><h1>Estatísticas de leitura</h1><div class="grow"></div><div class="input" style="width:150px">2025 ▾</div></div>
<div class="row">${kpi('Livros na estante', '48', '+6 este ano')}${kpi('Lidos em 2025', '17', '1,5 por mês em média')}${kpi('Páginas lidas', '5.312', 'Maior: Grande Sertão (624)')}
<div class="card" style="flex:1.2;display:flex;align-items:center;gap:16px">${goal}<div><div class="muted" style="font-weight:600;font-size:13px">Meta anual</div><div style="font-weight:700;font-size:16px;margin-top:4px">Faltam 7 livros</div><div class="muted" style="font-size:12.5px">no ritmo certo ✓</div></div></div></div>
<div class="row" style="flex:1;min-height:0">
<div class="card" style="flex:1.5"><h2>Livros lidos por mês</h2>${barChart({ width: 640, height: 330, labels: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov'], max: 4, format: String, series: [{ color: p.indigo500, values: [1, 2, 1, 3, 2, 1, 2, 3, 1, 0, 1] }] })}</div>
<div class="card" style="flex:1;display:flex;flex-direction:column"><h2>Gêneros</h2><div style="display:flex;align-items:center;gap:18px">${donut(150, 24, genres)}<div style="flex:1;display:flex;flex-direction:column;gap:8px">${genres.map((g) => `<div style="display:flex;align-items:center;gap:8px;font-size:13px"><i style="width:10px;height:10px;border-radius:3px;background:${g.color}"></i>${g.name}<span class="grow"></span><b>${g.value}</b></div>`).join('')}</div></div>
<h2 style="margin-top:18px">Autores mais lidos</h2>${[
      ['Machado de Assis', 5],
      ['Clarice Lispector', 3],
      ['Conceição Evaristo', 2],
    ]
      .map(([a, n]) => `<div style="display:flex;align-items:center;gap:10px;padding:7px 0;border-top:1px solid ${p.slate100};font-size:13px"><span style="flex:1;font-weight:500">${a}</span><div style="width:120px;height:8px;border-radius:4px;background:${p.slate100}"><div style="width:${Number(n) * 20}%;height:100%;border-radius:4px;background:${p.teal500}"></div></div><b style="width:18px;text-align:right">${n}</b></div>`)
      .join('')}</div></div>`,
  )
}

export const bookshelf = [list, form, stats]
