import { palette as p } from '../palette'
import { badge, barChart, donut, icon, money, page, type Theme } from '../ui'

const theme: Theme = { accent: p.teal600, accentSoft: p.teal50, accentText: p.indigo600 }
const nav = ['Painel', 'Lançamentos', 'Parcelamentos', 'Categorias', 'Cartões', 'Titulares']
const frame = (active: number, url: string, body: string, css = '') =>
  page({ theme, url: `meuportfolio.dev${url}`, brand: 'Gestor Financeiro', nav, active, body, css })

const status = {
  pago: badge('Pago', p.teal800, p.teal100),
  recebido: badge('Recebido', p.indigo700, p.indigo100),
  aPagar: badge('A pagar', '#92400e', '#fef3c7'),
  aReceber: badge('A receber', p.indigo700, p.indigo50),
  atrasado: badge('Atrasado', '#9f1239', '#ffe4e6'),
}

function dashboard(): string {
  const categories = [
    { name: 'Moradia', value: 2850, color: p.indigo600 },
    { name: 'Mercado', value: 1920.4, color: p.teal500 },
    { name: 'Transporte', value: 1130, color: p.indigo300 },
    { name: 'Saúde', value: 890, color: p.teal300 },
    { name: 'Lazer', value: 745, color: p.amber400 },
    { name: 'Outros', value: 1400, color: p.slate300 },
  ]
  const kpi = (label: string, value: string, delta: string, color: string, bg: string) => `
<div class="card kpi"><div class="muted" style="font-weight:600;font-size:13px">${label}</div>
<div style="font-size:27px;font-weight:750;margin:8px 0 6px;letter-spacing:-.5px;color:${color}">${value}</div>
<span class="badge" style="background:${bg};color:${color}">${delta}</span> <span class="muted" style="font-size:12px">vs. outubro</span></div>`
  const bills = [
    ['Aluguel', '05/12', 1850, 'aPagar'],
    ['Internet fibra', '08/12', 109.9, 'aPagar'],
    ['Notebook (6/12)', '10/12', 500, 'aPagar'],
  ] as const
  return frame(
    0,
    '/financas',
    `<div style="display:flex;align-items:end;gap:14px"><div><div class="muted" style="font-size:13px;font-weight:600">Novembro de 2025</div><h1>Olá, Marina! Aqui está o seu mês.</h1></div><div class="grow"></div><span class="btn ghost">‹ Outubro</span><span class="btn">${icon('plus', '#fff')}Novo lançamento</span></div>
<div class="row">${kpi('Receitas', money(12480), '+4,2%', p.teal700, p.teal50)}${kpi('Despesas', money(8935.4), '−6,8%', p.indigo700, p.indigo50)}${kpi('Saldo do mês', money(3544.6), '+31%', p.slate800, p.slate100)}</div>
<div class="row" style="flex:1;min-height:0">
<div class="card" style="flex:1.45"><div style="display:flex;align-items:center"><h2 style="margin:0">Receitas × despesas</h2><div class="grow"></div>
<span class="legend"><i style="background:${p.teal500}"></i>Receitas</span><span class="legend"><i style="background:${p.indigo500}"></i>Despesas</span></div>
${barChart({ width: 600, height: 345, labels: ['jun', 'jul', 'ago', 'set', 'out', 'nov'], max: 16000, series: [{ color: p.teal500, values: [11200, 11800, 11950, 12100, 11980, 12480] }, { color: p.indigo500, values: [9400, 10150, 8800, 9950, 9590, 8935] }] })}</div>
<div class="card" style="flex:1;display:flex;flex-direction:column"><h2>Gastos por categoria</h2>
<div style="display:flex;gap:18px;align-items:center">${donut(170, 26, categories, `<text x="85" y="80" text-anchor="middle" font-family="Inter" font-size="12" fill="${p.slate500}">Total</text><text x="85" y="100" text-anchor="middle" font-family="Inter" font-weight="700" font-size="16" fill="${p.slate800}">R$ 8.935</text>`)}
<div style="flex:1;display:flex;flex-direction:column;gap:7px">${categories
      .map((c) => `<div style="display:flex;align-items:center;gap:8px;font-size:13px"><i style="width:10px;height:10px;border-radius:3px;background:${c.color}"></i>${c.name}<span class="grow"></span><b style="font-weight:600">${money(c.value)}</b></div>`)
      .join('')}</div></div>
<h2 style="margin-top:16px">Próximos vencimentos</h2>
${bills.map(([d, due, v, s]) => `<div class="bill"><span class="muted" style="width:44px">${due}</span><span style="flex:1;font-weight:500">${d}</span><b style="font-weight:600">${money(v)}</b>${status[s]}</div>`).join('')}
</div></div>`,
    `.kpi{flex:1}.legend{display:inline-flex;align-items:center;gap:6px;font-size:12px;color:${p.slate500};margin-left:14px}.legend i{width:10px;height:10px;border-radius:3px}
.bill{display:flex;gap:10px;align-items:center;padding:7px 0;border-top:1px solid ${p.slate100};font-size:13px}`,
  )
}

function entries(): string {
  const rows = [
    ['Salário — Trilha Pagamentos', 'Salário', 'Receita', '05/11/2025', 10800, 'recebido'],
    ['Projeto freelance — site clínica', 'Freelance', 'Receita', '14/11/2025', 1680, 'recebido'],
    ['Aluguel', 'Moradia', 'Despesa', '05/11/2025', 1850, 'pago'],
    ['Condomínio', 'Moradia', 'Despesa', '10/11/2025', 640, 'pago'],
    ['Supermercado do bairro', 'Mercado', 'Despesa', '12/11/2025', 486.73, 'pago'],
    ['Notebook (5/12)', 'Parcelamento', 'Despesa', '10/11/2025', 500, 'pago'],
    ['Plano de saúde', 'Saúde', 'Despesa', '12/11/2025', 612.35, 'pago'],
    ['Conta de luz', 'Moradia', 'Despesa', '18/11/2025', 214.6, 'atrasado'],
    ['Cinema e jantar', 'Lazer', 'Despesa', '22/11/2025', 168, 'aPagar'],
    ['Cartão principal — fatura', 'Cartão', 'Despesa', '28/11/2025', 2311.42, 'aPagar'],
  ] as const
  const typeBadge = (t: string) => (t === 'Receita' ? `<span style="color:${p.teal700};font-weight:600">▲ Receita</span>` : `<span style="color:${p.indigo600};font-weight:600">▼ Despesa</span>`)
  return frame(
    1,
    '/financas/lancamento-financeiro',
    `<div style="display:flex;align-items:center;gap:12px"><h1>Lançamentos financeiros</h1><div class="grow"></div><span class="btn">${icon('plus', '#fff')}Novo lançamento</span></div>
<div class="card" style="padding:14px 16px;display:flex;gap:12px;align-items:end">
<div style="flex:1.3"><div class="label">Período</div><div class="input">01/11/2025 – 30/11/2025</div></div>
<div style="flex:1"><div class="label">Tipo</div><div class="input">Todos ▾</div></div>
<div style="flex:1"><div class="label">Situação</div><div class="input">Todas ▾</div></div>
<div style="flex:1"><div class="label">Categoria</div><div class="input">Todas ▾</div></div>
<div style="flex:1.4"><div class="label">Buscar</div><div class="input" style="gap:8px">${icon('search', p.slate400)}<span class="muted">Descrição…</span></div></div></div>
<div class="card" style="padding:6px 8px 10px;flex:1">
<table><thead><tr><th>Descrição</th><th>Categoria</th><th>Tipo</th><th>Vencimento</th><th class="num">Valor</th><th>Situação</th><th></th></tr></thead><tbody>
${rows
  .map(
    ([d, c, t, due, v, s]) =>
      `<tr><td style="font-weight:500">${d}</td><td class="muted">${c}</td><td>${typeBadge(t)}</td><td class="muted">${due}</td><td class="num" style="font-weight:600">${money(v)}</td><td>${status[s]}</td><td style="text-align:right">${s === 'aPagar' || s === 'atrasado' ? `<span class="btn sm">Pagar</span>` : `<span class="btn sm ghost">Editar</span>`}</td></tr>`,
  )
  .join('')}
</tbody></table>
<div style="display:flex;align-items:center;gap:8px;padding:10px 12px 0"><span class="muted" style="font-size:12.5px">Mostrando 1–10 de 27 lançamentos</span><div class="grow"></div>
<span class="btn sm ghost">‹</span><span class="btn sm">1</span><span class="btn sm ghost">2</span><span class="btn sm ghost">3</span><span class="btn sm ghost">›</span></div></div>`,
    'td{padding:6px 12px}td .btn.sm{height:25px}',
  )
}

function installments(): string {
  const list = Array.from({ length: 12 }, (_, i) => {
    const month = ((6 + i - 1) % 12) + 1
    const year = 2025 + Math.floor((6 + i - 1) / 12)
    return { n: i + 1, due: `10/${String(month).padStart(2, '0')}/${year}`, paid: i < 5 }
  })
  return frame(
    2,
    '/financas/parcelamento-mensais/7',
    `<div style="display:flex;align-items:center;gap:12px"><span class="muted" style="font-weight:600">Parcelamentos ›</span><h1>Notebook para trabalho</h1>${badge('Em andamento', p.indigo700, p.indigo100)}<div class="grow"></div><span class="btn ghost">Editar plano</span></div>
<div class="row" style="flex:1;min-height:0">
<div style="width:340px;display:flex;flex-direction:column;gap:18px">
<div class="card"><div class="muted" style="font-size:13px;font-weight:600">Valor total</div><div style="font-size:30px;font-weight:750;letter-spacing:-.6px;margin:6px 0 14px">${money(6000)}</div>
<div style="display:flex;justify-content:space-between;font-size:13px;margin-bottom:8px"><span>5 de 12 parcelas pagas</span><b>42%</b></div>
<div style="height:10px;border-radius:5px;background:${p.slate100};overflow:hidden"><div style="width:42%;height:100%;background:linear-gradient(90deg,${p.teal500},${p.indigo500})"></div></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:18px;font-size:13px">
<div><div class="muted">Pago</div><b style="font-size:16px;color:${p.teal700}">${money(2500)}</b></div><div><div class="muted">Restante</div><b style="font-size:16px;color:${p.indigo700}">${money(3500)}</b></div></div></div>
<div class="card" style="font-size:13px;display:flex;flex-direction:column;gap:10px">
<div style="display:flex"><span class="muted">Cartão</span><span class="grow"></span><b>Principal •••• 4821</b></div>
<div style="display:flex"><span class="muted">Titular</span><span class="grow"></span><b>Marina Costa</b></div>
<div style="display:flex"><span class="muted">Intervalo</span><span class="grow"></span><b>Mensal (dia 10)</b></div>
<div style="display:flex"><span class="muted">Primeira parcela</span><span class="grow"></span><b>10/06/2025</b></div></div>
<div class="card" style="background:linear-gradient(135deg,${p.teal600},${p.indigo600});border:0;color:#fff"><div style="font-size:13px;font-weight:600;opacity:.85">Próximo vencimento</div>
<div style="display:flex;align-items:end;margin-top:6px"><div><div style="font-size:22px;font-weight:750">${money(500)}</div><div style="font-size:13px;opacity:.85">10/11/2025 · parcela 6/12</div></div><div class="grow"></div><span class="btn sm" style="background:#fff;color:${p.indigo700}">Pagar agora</span></div></div></div>
<div class="card" style="flex:1;padding:6px 8px"><table><thead><tr><th>Parcela</th><th>Vencimento</th><th class="num">Valor</th><th>Situação</th><th>Pagamento</th></tr></thead><tbody>
${list
  .map(
    (r) =>
      `<tr><td style="font-weight:600">${r.n}/12</td><td class="muted">${r.due}</td><td class="num" style="font-weight:600">${money(500)}</td><td>${r.paid ? status.pago : r.n === 6 ? status.aPagar : badge('Pendente', p.slate600, p.slate100)}</td><td class="muted">${r.paid ? r.due.replace(/^10/, '09') : r.n === 6 ? '<span class="btn sm">Pagar</span>' : '—'}</td></tr>`,
  )
  .join('')}
</tbody></table></div></div>`,
    'td{padding:10px 12px}',
  )
}

export const finance = [dashboard, entries, installments]
