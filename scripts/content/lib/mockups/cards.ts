import { palette as p } from '../palette'
import { badge, icon, page, rng, type Theme } from '../ui'

const theme: Theme = { accent: p.indigo500, accentSoft: '#1e1b4b', accentText: p.teal300, dark: true }
const nav = ['Estatísticas', 'Situação das cartas', 'Enviar imagens']
const frame = (active: number, url: string, body: string, css = '') =>
  page({ theme, url: `colecao.dev${url}`, brand: 'Coleção de Cartas', nav, active, body, css })

const D = '◆'
const S = '★'
const rarities = [
  ['1D', D],
  ['2D', D + D],
  ['3D', D + D + D],
  ['4D', D + D + D + D],
  ['1S', S],
  ['2S', S + S],
  ['3S', S + S + S],
  ['CR', '♛'],
  ['1SH', '✦'],
  ['2SH', '✦✦'],
] as const
const boosters = ['Qualquer', 'Pacote A', 'Pacote B', 'Pacote C', 'Pacote D', 'Pacote E']

function statsTable(): string {
  const r = rng(7)
  const rows = rarities.map(([code, glyph], ri) => {
    const scale = [42, 30, 22, 9, 7, 4, 2, 1, 3, 1][ri] ?? 1
    const cells = boosters.map((_, bi) => Math.max(0, Math.round(scale * (bi === 0 ? 1.4 : 0.4 + r() * 0.6))))
    return { code, glyph, cells }
  })
  const max = Math.max(...rows.flatMap((x) => x.cells))
  const cell = (v: number) => {
    const a = v === 0 ? 0 : 0.12 + (0.75 * v) / max
    return `<td class="num" style="background:rgba(99,102,241,${a.toFixed(2)});font-weight:${v > max / 2 ? 700 : 500};color:${v === 0 ? p.slate600 : '#fff'}">${v}</td>`
  }
  const totals = boosters.map((_, bi) => rows.reduce((s, x) => s + (x.cells[bi] ?? 0), 0))
  return frame(
    0,
    '/pokemon',
    `<div style="display:flex;align-items:center;gap:14px"><div><h1>Estatísticas da coleção</h1><div class="muted" style="margin-top:4px">Cartas ativas por raridade e por pacote</div></div><div class="grow"></div>
<div class="input" style="width:200px">Coleção 1 — Origem ▾</div><span class="btn ghost">Exportar CSV</span></div>
<div class="card" style="padding:8px 10px;flex:1"><table><thead><tr><th>Raridade</th>${boosters.map((b) => `<th class="num">${b}</th>`).join('')}</tr></thead><tbody>
${rows
  .map(
    (x) =>
      `<tr><td><span style="display:inline-block;width:86px;color:${x.code.includes('S') && !x.code.includes('SH') ? p.amber400 : x.code === 'CR' ? '#facc15' : x.code.includes('SH') ? p.teal300 : p.indigo300};letter-spacing:2px;font-family:'DejaVu Sans',sans-serif">${x.glyph}</span><span class="muted">${x.code}</span></td>${x.cells.map(cell).join('')}</tr>`,
  )
  .join('')}
<tr><td style="font-weight:700">Total</td>${totals.map((t) => `<td class="num" style="font-weight:700">${t}</td>`).join('')}</tr>
</tbody></table></div>`,
    `td{padding:8px 14px;border-bottom:1px solid #0b1120}td.num{border-left:2px solid #0b1120}`,
  )
}

const creatures = [
  ['Folhagem', '#22c55e', '#14532d', 'leaf'],
  ['Brasalume', '#f97316', '#7c2d12', 'flame'],
  ['Aquarino', '#38bdf8', '#0c4a6e', 'drop'],
  ['Voltix', '#facc15', '#713f12', 'bolt'],
  ['Pedrusco', '#a8a29e', '#44403c', 'rock'],
  ['Nebulina', '#c084fc', '#3b0764', 'star'],
  ['Ventania', '#5eead4', '#134e4a', 'wind'],
  ['Cristalis', '#93c5fd', '#1e3a8a', 'gem'],
  ['Sombrio', '#818cf8', '#1e1b4b', 'moon'],
  ['Florinha', '#f9a8d4', '#831843', 'leaf'],
  ['Magmor', '#ef4444', '#450a0a', 'flame'],
  ['Gelinho', '#e0f2fe', '#0369a1', 'drop'],
] as const

function art(kind: string, light: string): string {
  const shapes: Record<string, string> = {
    leaf: `<path d="M30 62 C20 40 36 18 62 16 C64 42 50 60 30 62 Z M30 62 L52 28" fill="${light}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
    flame: `<path d="M40 66 C24 62 22 44 34 32 C34 40 40 42 40 42 C38 30 44 20 52 14 C50 28 62 34 60 50 C58 60 50 66 40 66 Z" fill="${light}"/>`,
    drop: `<path d="M40 14 C52 32 60 42 60 52 A20 20 0 0 1 20 52 C20 42 28 32 40 14 Z" fill="${light}"/>`,
    bolt: `<path d="M46 12 L24 44 H38 L32 68 L58 32 H44 Z" fill="${light}"/>`,
    rock: `<path d="M18 58 L26 34 L42 24 L58 32 L64 54 L48 64 Z" fill="${light}"/>`,
    star: `<path d="M40 14 L46 32 L64 34 L50 46 L54 64 L40 54 L26 64 L30 46 L16 34 L34 32 Z" fill="${light}"/>`,
    wind: `<path d="M14 30 H48 A8 8 0 1 0 40 22 M14 42 H58 A8 8 0 1 1 50 50 M14 54 H38" fill="none" stroke="${light}" stroke-width="5" stroke-linecap="round"/>`,
    gem: `<path d="M24 30 L34 18 H46 L56 30 L40 64 Z M24 30 H56" fill="${light}" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>`,
    moon: `<path d="M50 16 A24 24 0 1 0 62 52 A20 20 0 1 1 50 16 Z" fill="${light}"/>`,
  }
  return `<svg viewBox="0 0 80 80" width="70" height="70">${shapes[kind] ?? ''}</svg>`
}

function grid(): string {
  const inactive = new Set([3, 7, 10])
  const rar = ['1D', '2D', '1D', '3D', '1D', '4D', '2D', '1S', '2D', '1D', '3D', '2S']
  return frame(
    1,
    '/pokemon/alterarsituacao',
    `<div style="display:flex;align-items:center;gap:14px"><div><h1>Situação das cartas</h1><div class="muted" style="margin-top:4px">Clique para ativar ou desativar · 9 de 12 ativas</div></div><div class="grow"></div>
<div class="input" style="width:200px">Coleção 1 — Origem ▾</div><div class="input" style="width:170px">Ordenar: número ▾</div></div>
<div style="display:grid;grid-template-columns:repeat(6,1fr);gap:16px;flex:1">
${creatures
  .map(([name, light, dark, kind], i) => {
    const off = inactive.has(i)
    return `<div style="border-radius:14px;padding:8px;background:linear-gradient(160deg,#facc15,#a16207);${off ? 'filter:grayscale(1);opacity:.45' : ''}">
<div style="height:100%;border-radius:9px;background:linear-gradient(170deg,${dark},#0f172a);display:flex;flex-direction:column;padding:8px 10px;gap:6px">
<div style="display:flex;font-size:12px;font-weight:700;color:#fff"><span>${name}</span><span class="grow"></span><span style="color:${light}">${60 + ((i * 37) % 140)}</span></div>
<div style="flex:1;border-radius:6px;background:radial-gradient(circle at 50% 40%,${light}55,${dark});display:flex;align-items:center;justify-content:center">${art(kind, light)}</div>
<div style="display:flex;align-items:center;font-size:11px;color:${p.slate300}"><span>#${String(i * 7 + 4).padStart(3, '0')}</span><span class="grow"></span><span style="font-family:'DejaVu Sans',sans-serif;color:${p.amber400}">${rar[i]}</span></div>
<div style="text-align:center">${off ? badge('Inativa', p.slate300, '#334155') : badge('Ativa', '#042f2e', p.teal300)}</div></div></div>`
  })
  .join('')}
</div>`,
  )
}

function upload(): string {
  const files = [
    ['Set1_1_004_Folhagem-ex_4D_Grass_190_Stage2_Any.png', true, '184 KB'],
    ['Set1_1_011_Brasalume_1D_Fire_70_Basic_PacoteA.png', true, '142 KB'],
    ['Set1_1_027_Aquarino_2D_Water_90_Stage1_PacoteB.png', true, '156 KB'],
    ['Set1_1_032_Voltix_1S_Lightning_60_Basic_PacoteC.png', true, '171 KB'],
    ['foto-da-carta.png', false, 'Nome fora do padrão: esperadas 9 partes separadas por _'],
    ['Set1_1_040_Nebulina_9X_Psychic_80_Basic_Any.png', false, 'Raridade desconhecida: 9X'],
    ['Set1_1_052_Cristalis_2D_Water_100_Stage1_Any.jpg', false, 'O arquivo não é um PNG'],
  ] as const
  return frame(
    2,
    '/pokemon/incluirPokemon',
    `<div><h1>Enviar imagens de cartas</h1><div class="muted" style="margin-top:4px">PNG de até 2 MiB, até 50 arquivos por envio. Os dados da carta vêm do nome do arquivo.</div></div>
<div class="row" style="flex:1;min-height:0">
<div style="width:380px;display:flex;flex-direction:column;gap:18px">
<div style="flex:1;border:2px dashed #4f46e5;border-radius:16px;background:rgba(79,70,229,.08);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;text-align:center;padding:20px">
<div style="width:64px;height:64px;border-radius:18px;background:rgba(99,102,241,.25);display:flex;align-items:center;justify-content:center">${icon('upload', p.indigo300, 30)}</div>
<b style="font-size:16px">Arraste os arquivos aqui</b><span class="muted">ou</span><span class="btn">Escolher arquivos</span></div>
<div class="card" style="font-size:12.5px;line-height:1.7"><b>Formato do nome</b><div class="muted" style="font-family:'DejaVu Sans Mono',monospace;font-size:11px;margin-top:6px">versão_número_carta_nome_raridade_<br>tipo_hp_estágio_pacote.png</div></div></div>
<div class="card" style="flex:1;padding:16px 18px;display:flex;flex-direction:column;gap:4px">
<div style="display:flex;align-items:center;gap:10px;margin-bottom:8px"><h2 style="margin:0">Resultado do envio</h2>${badge('4 salvas', '#042f2e', p.teal300)}${badge('3 recusadas', '#4c0519', p.rose400)}</div>
${files
  .map(
    ([name, ok, note]) =>
      `<div style="display:flex;align-items:center;gap:12px;padding:11px 12px;border-radius:10px;background:${ok ? 'rgba(20,184,166,.07)' : 'rgba(244,63,94,.08)'}">
<div style="width:28px;height:28px;border-radius:8px;display:flex;align-items:center;justify-content:center;background:${ok ? 'rgba(45,212,191,.18)' : 'rgba(251,113,133,.18)'}">${icon(ok ? 'check' : 'cross', ok ? p.teal300 : p.rose400)}</div>
<div style="flex:1;min-width:0"><div style="font-family:'DejaVu Sans Mono',monospace;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${name}</div><div style="font-size:12px;color:${ok ? p.slate400 : p.rose400}">${ok ? `Salva · ${note}` : note}</div></div></div>`,
  )
  .join('')}
</div></div>`,
  )
}

export const cards = [statsTable, grid, upload]
