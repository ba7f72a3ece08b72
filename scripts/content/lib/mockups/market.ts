import { palette as p } from '../palette'
import { badge, icon, money, page, type Theme } from '../ui'

const green = '#059669'
const theme: Theme = { accent: green, accentSoft: '#ecfdf5', accentText: p.teal800 }
const nav = ['Produtos', 'Produtores', 'Como funciona']
const frame = (active: number, url: string, body: string, css = '') =>
  page({ theme, url: `feiralocal.dev${url}`, brand: 'Feira Local', nav, active, body, css })

/** Simple produce illustrations (80×80). */
const produce: Record<string, string> = {
  tomate: `<circle cx="40" cy="46" r="24" fill="#ef4444"/><ellipse cx="32" cy="38" rx="6" ry="4" fill="#fff" opacity=".35"/><path d="M40 24 L34 18 M40 24 L46 17 M40 24 L40 15 M40 24 L31 26 M40 24 L50 27" stroke="#16a34a" stroke-width="4" stroke-linecap="round"/>`,
  alface: `<path d="M40 68 C18 66 12 46 20 32 C26 40 30 44 36 46 C28 34 30 20 40 12 C50 20 52 34 44 46 C50 44 54 40 60 32 C68 46 62 66 40 68 Z" fill="#4ade80"/><path d="M40 66 V30 M40 54 L30 44 M40 48 L50 40" stroke="#15803d" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
  cenoura: `<path d="M30 30 L52 30 L42 70 Z" fill="#f97316" stroke-linejoin="round"/><path d="M34 40 H44 M36 50 H42" stroke="#c2410c" stroke-width="2"/><path d="M41 30 L34 14 M41 30 L42 12 M41 30 L50 16" stroke="#16a34a" stroke-width="4" stroke-linecap="round"/>`,
  queijo: `<path d="M14 56 L14 40 L56 24 L66 40 L66 56 Z" fill="#fcd34d"/><path d="M14 40 L66 40" stroke="#f59e0b" stroke-width="2"/><circle cx="30" cy="48" r="4" fill="#f59e0b"/><circle cx="50" cy="50" r="3" fill="#f59e0b"/><circle cx="42" cy="34" r="2.5" fill="#f59e0b"/>`,
  pao: `<ellipse cx="40" cy="46" rx="28" ry="16" fill="#d97706"/><path d="M26 40 L32 48 M38 38 L44 46 M50 40 L56 48" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/>`,
  mel: `<rect x="24" y="28" width="32" height="38" rx="8" fill="#f59e0b"/><rect x="26" y="20" width="28" height="10" rx="3" fill="#92400e"/><rect x="28" y="40" width="24" height="14" rx="3" fill="#fef3c7"/><path d="M34 47 H46" stroke="#b45309" stroke-width="2"/>`,
  ovos: `<g stroke="#d6a24a" stroke-width="2"><ellipse cx="30" cy="44" rx="12" ry="15" fill="#fde7c0"/><ellipse cx="50" cy="44" rx="12" ry="15" fill="#f3d19c"/><ellipse cx="40" cy="54" rx="12" ry="14" fill="#fff4dc"/></g>`,
  cafe: `<path d="M22 34 H54 V50 A16 16 0 0 1 22 50 Z" fill="#78350f"/><path d="M54 38 A7 7 0 0 1 54 50" fill="none" stroke="#78350f" stroke-width="4"/><path d="M32 22 C30 26 36 26 34 30 M42 22 C40 26 46 26 44 30" stroke="#a8a29e" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
}
const art = (k: string, size = 80) => `<svg viewBox="0 0 80 80" width="${size}" height="${size}">${produce[k]}</svg>`

const items = [
  ['tomate', 'Tomate italiano', 'Sítio Boa Vista', 8.9, 'kg', '#fee2e2'],
  ['alface', 'Alface crespa', 'Horta da Dona Zica', 3.5, 'un', '#dcfce7'],
  ['cenoura', 'Cenoura orgânica', 'Sítio Boa Vista', 6.0, 'kg', '#ffedd5'],
  ['queijo', 'Queijo minas meia-cura', 'Laticínios Serra', 42.0, 'peça', '#fef9c3'],
  ['pao', 'Pão de fermentação natural', 'Padaria Grão', 18.0, 'un', '#fef3c7'],
  ['mel', 'Mel silvestre 500 g', 'Apiário Flor do Campo', 29.9, 'pote', '#fef3c7'],
  ['ovos', 'Ovos caipiras', 'Granja Alvorada', 16.0, 'dúzia', '#fffbeb'],
  ['cafe', 'Café especial 250 g', 'Fazenda Alto Cipó', 34.0, 'pacote', '#f5f5f4'],
] as const

function catalog(): string {
  const chips = ['Todos', 'Hortaliças', 'Frutas', 'Laticínios', 'Padaria', 'Mercearia']
  return frame(
    0,
    '/produtos',
    `<div style="display:flex;align-items:center;gap:12px"><div><h1>Feira da Praça — sábado, 29/11</h1><div class="muted" style="margin-top:4px">Monte sua cesta até sexta às 20h e retire na feira, das 7h às 12h.</div></div><div class="grow"></div>
<div class="input" style="width:240px;gap:8px">${icon('search', p.slate400)}<span class="muted">Buscar produto…</span></div><span class="btn">Cesta · 5 itens</span></div>
<div style="display:flex;gap:8px">${chips.map((c, i) => `<span style="padding:7px 14px;border-radius:999px;font-weight:600;font-size:13px;${i === 0 ? `background:${green};color:#fff` : `background:#fff;border:1px solid ${p.slate200};color:${p.slate600}`}">${c}</span>`).join('')}</div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:18px;flex:1">
${items
  .map(
    ([k, name, prod, price, unit, bg]) => `<div class="card" style="padding:0;overflow:hidden;display:flex;flex-direction:column">
<div style="height:130px;background:${bg};display:flex;align-items:center;justify-content:center">${art(k, 96)}</div>
<div style="padding:12px 14px;display:flex;flex-direction:column;gap:3px;flex:1"><b>${name}</b><span class="muted" style="font-size:12.5px">${prod}</span>
<div style="display:flex;align-items:center;margin-top:auto;padding-top:8px"><b style="color:${green};font-size:15px">${money(price)}</b><span class="muted" style="font-size:12px;margin-left:4px">/ ${unit}</span><span class="grow"></span><span class="btn sm" style="padding:0 9px">${icon('plus', '#fff', 14)}</span></div></div></div>`,
  )
  .join('')}</div>`,
  )
}

function cart(): string {
  const lines = [
    [0, 2],
    [1, 3],
    [3, 1],
    [4, 1],
    [6, 1],
  ] as const
  const sub = lines.reduce((s, [i, q]) => s + items[i]![3] * q, 0)
  return frame(
    0,
    '/cesta',
    `<div style="display:flex;align-items:center;gap:12px"><span class="muted" style="font-weight:600">Produtos ›</span><h1>Sua cesta</h1></div>
<div class="row" style="flex:1;min-height:0">
<div class="card" style="flex:1.6;padding:8px 20px">${lines
      .map(([i, q]) => {
        const [k, name, prod, price, unit, bg] = items[i]!
        return `<div style="display:flex;align-items:center;gap:16px;padding:13px 0;border-bottom:1px solid ${p.slate100}">
<div style="width:64px;height:64px;border-radius:12px;background:${bg};display:flex;align-items:center;justify-content:center">${art(k, 52)}</div>
<div style="flex:1"><b>${name}</b><div class="muted" style="font-size:12.5px">${prod} · ${money(price)} / ${unit}</div></div>
<div style="display:flex;align-items:center;border:1px solid ${p.slate300};border-radius:9px;height:34px"><span style="width:32px;text-align:center;color:${p.slate500}">−</span><b style="width:28px;text-align:center">${q}</b><span style="width:32px;text-align:center;color:${green}">+</span></div>
<b style="width:96px;text-align:right">${money(price * q)}</b></div>`
      })
      .join('')}
<div style="display:flex;align-items:center;padding:14px 0 6px;color:${p.slate500};font-size:13px">${icon('check', green)}<span style="margin-left:8px">Todos os produtores confirmaram o estoque para sábado.</span></div></div>
<div style="flex:1;display:flex;flex-direction:column;gap:18px">
<div class="card"><h2>Retirada</h2><div style="display:flex;gap:12px;align-items:start;padding:12px;border-radius:10px;border:2px solid ${green};background:#ecfdf5"><span style="width:18px;height:18px;border-radius:50%;border:5px solid ${green};background:#fff;flex:none;margin-top:2px"></span><div><b>Feira da Praça</b><div class="muted" style="font-size:12.5px">Sábado, 29/11 · 7h às 12h · barraca 14</div></div></div>
<div style="display:flex;gap:12px;align-items:start;padding:12px;margin-top:10px;border-radius:10px;border:1px solid ${p.slate200}"><span style="width:18px;height:18px;border-radius:50%;border:2px solid ${p.slate300};flex:none;margin-top:2px"></span><div><b>Entrega no bairro</b><div class="muted" style="font-size:12.5px">Sábado à tarde · + ${money(8)}</div></div></div></div>
<div class="card" style="font-size:14px;display:flex;flex-direction:column;gap:10px"><div style="display:flex"><span class="muted">Subtotal</span><span class="grow"></span>${money(sub)}</div><div style="display:flex"><span class="muted">Retirada</span><span class="grow"></span><span style="color:${green};font-weight:600">grátis</span></div>
<div style="display:flex;font-size:18px;font-weight:750;border-top:1px solid ${p.slate200};padding-top:12px"><span>Total</span><span class="grow"></span>${money(sub)}</div>
<span class="btn" style="justify-content:center;height:42px;font-size:14px">Finalizar pedido</span><span class="muted" style="font-size:12px;text-align:center">Pagamento por Pix ou na retirada</span></div></div></div>`,
  )
}

function producer(): string {
  const phone = (content: string) =>
    `<div style="width:300px;height:610px;border-radius:42px;background:#0f172a;padding:12px;box-shadow:0 30px 60px rgba(6,78,59,.35)"><div style="width:100%;height:100%;border-radius:32px;background:#f8fafc;overflow:hidden;display:flex;flex-direction:column;position:relative">
<div style="height:30px;display:flex;align-items:center;justify-content:space-between;padding:0 22px;font-size:11px;font-weight:700"><span>9:41</span><span style="width:70px;height:18px;border-radius:10px;background:#0f172a"></span><span>●●●</span></div>${content}</div></div>`
  const orders = [
    ['#1042', 'Marina C.', '2 kg tomate · 1 kg cenoura', 23.8, 'new'],
    ['#1039', 'Paulo R.', '1 kg tomate · 2 kg cenoura', 20.9, 'ok'],
    ['#1035', 'Júlia F.', '3 kg tomate', 26.7, 'ok'],
    ['#1031', 'Sérgio L.', '1 kg cenoura · 1 kg tomate', 14.9, 'ok'],
    ['#1027', 'Ana B.', '2 kg cenoura', 12.0, 'ok'],
  ] as const
  const orderScreen = `<div style="padding:6px 18px 12px;background:${green};color:#fff"><div style="font-size:12px;opacity:.85">Sítio Boa Vista</div><div style="font-size:19px;font-weight:750">Pedidos da semana</div>
<div style="display:flex;gap:8px;margin-top:10px"><div style="flex:1;background:rgba(255,255,255,.16);border-radius:10px;padding:8px 10px"><div style="font-size:10.5px;opacity:.85">Pedidos</div><b style="font-size:17px">23</b></div><div style="flex:1;background:rgba(255,255,255,.16);border-radius:10px;padding:8px 10px"><div style="font-size:10.5px;opacity:.85">A receber</div><b style="font-size:17px">R$ 486</b></div></div></div>
<div style="padding:8px 12px;display:flex;flex-direction:column;gap:8px">${orders
    .map(
      ([id, who, what, v, s]) =>
        `<div style="background:#fff;border:1px solid ${p.slate200};border-radius:12px;padding:9px 11px"><div style="display:flex;font-size:12.5px"><b>${who}</b><span class="muted" style="margin-left:6px">${id}</span><span class="grow"></span>${s === 'new' ? badge('Novo', '#065f46', '#d1fae5') : badge('Separado', p.slate600, p.slate100)}</div><div class="muted" style="font-size:11.5px;margin-top:3px">${what}</div><div style="font-size:12.5px;font-weight:700;margin-top:3px">${money(v)}</div></div>`,
    )
    .join('')}</div>`
  const stock = [
    ['tomate', 'Tomate italiano', '38 kg', 76],
    ['cenoura', 'Cenoura orgânica', '12 kg', 30],
    ['alface', 'Alface crespa', '4 un', 10],
  ] as const
  const stockScreen = `<div style="padding:6px 18px 12px"><div class="muted" style="font-size:12px">Sábado, 29/11</div><div style="font-size:19px;font-weight:750">Estoque</div></div>
<div style="padding:0 12px;display:flex;flex-direction:column;gap:10px">${stock
    .map(
      ([k, name, qty, pct]) =>
        `<div style="background:#fff;border:1px solid ${p.slate200};border-radius:14px;padding:10px 12px;display:flex;gap:10px;align-items:center">${art(k, 44)}<div style="flex:1"><b style="font-size:13px">${name}</b><div style="height:6px;border-radius:3px;background:${p.slate100};margin:6px 0 4px"><div style="width:${pct}%;height:100%;border-radius:3px;background:${pct < 20 ? p.rose400 : green}"></div></div><div class="muted" style="font-size:11.5px">${qty} disponíveis</div></div></div>`,
    )
    .join('')}
<div style="padding:12px;border-radius:14px;background:#fff1f2;color:#9f1239;font-size:12px;line-height:1.45">A alface está acabando: 4 unidades para 9 pedidos.</div>
<div style="display:flex;align-items:center;justify-content:space-between;background:#fff;border:1px solid ${p.slate200};border-radius:14px;padding:10px 12px"><b style="font-size:13px">Alface crespa</b><div style="display:flex;align-items:center;gap:10px"><span style="width:28px;height:28px;border-radius:8px;border:1px solid ${p.slate300};display:flex;align-items:center;justify-content:center">−</span><b>12</b><span style="width:28px;height:28px;border-radius:8px;background:${green};color:#fff;display:flex;align-items:center;justify-content:center">+</span></div></div>
<span class="btn" style="justify-content:center;height:40px">Salvar estoque</span></div>`
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
*{box-sizing:border-box}html,body{margin:0;width:1200px;height:750px;overflow:hidden}
body{font-family:Inter,Arial,sans-serif;color:${p.slate800};background:linear-gradient(135deg,#ecfdf5 0%,#ccfbf1 45%,${p.indigo100} 100%);display:flex;align-items:center;padding:0 70px;gap:56px;-webkit-font-smoothing:antialiased}
.muted{color:${p.slate500}}.grow{flex:1}.badge{display:inline-block;padding:2px 8px;border-radius:999px;font-size:10.5px;font-weight:600}
.pill{padding:6px 14px;border-radius:999px;font-size:13px;font-weight:600}
.btn{display:inline-flex;align-items:center;border-radius:10px;background:${green};color:#fff;font-weight:600;font-size:13px}
</style></head><body>
<div style="flex:1"><div style="display:inline-flex;align-items:center;gap:10px;font-weight:700;font-size:16px"><span style="width:30px;height:30px;border-radius:9px;background:linear-gradient(135deg,${green},${p.teal800})"></span>Feira Local</div>
<div style="font-size:40px;font-weight:800;letter-spacing:-1px;line-height:1.1;margin:26px 0 16px">Painel do produtor, direto do celular</div>
<div style="font-size:17px;line-height:1.55;color:${p.slate600}">Cada produtor vê os pedidos da semana, separa as cestas e ajusta o estoque da barraca sem sair da roça.</div>
<div style="display:flex;gap:10px;margin-top:26px"><span class="pill" style="color:#065f46;background:#d1fae5">Pensado para 360 px</span><span class="pill" style="color:${p.indigo700};background:${p.indigo100}">Funciona com 3G</span></div></div>
<div style="display:flex;gap:28px;align-items:center">${phone(orderScreen)}<div style="margin-top:60px">${phone(stockScreen)}</div></div>
</body></html>`
}

export const market = [catalog, cart, producer]
