import { palette as p } from '../palette'
import { badge, icon, page, type Theme } from '../ui'

const theme: Theme = { accent: p.teal600, accentSoft: p.teal50, accentText: p.teal800 }
const nav = ['Agenda', 'Pacientes', 'Profissionais', 'Hoje']
const frame = (active: number, url: string, body: string, css = '') =>
  page({ theme, url: `agendaclinica.dev${url}`, brand: 'Agenda Clínica', nav, active, body, css })

const pros = [
  { name: 'Dra. Marta Lins', color: p.teal500, soft: p.teal50, text: p.teal800 },
  { name: 'Dr. Paulo Reis', color: p.indigo500, soft: p.indigo50, text: p.indigo800 },
  { name: 'Dra. Bianca Sá', color: p.amber500, soft: '#fffbeb', text: '#92400e' },
  { name: 'Dr. Igor Campos', color: p.rose400, soft: '#fff1f2', text: '#9f1239' },
]

const appts: Array<[day: number, start: number, dur: number, pro: number, patient: string]> = [
  [0, 8, 1, 0, 'Ana P.'], [0, 9.5, 1, 1, 'João M.'], [0, 11, 1, 2, 'Luíza R.'], [0, 14, 1.5, 0, 'Carlos T.'], [0, 16, 1, 3, 'Rita F.'],
  [1, 8.5, 1, 1, 'Pedro A.'], [1, 10, 1, 0, 'Sônia L.'], [1, 13, 1, 3, 'Márcio D.'], [1, 15, 1, 2, 'Clara V.'],
  [2, 8, 1, 2, 'Beatriz N.'], [2, 9, 1, 0, 'Otávio S.'], [2, 11.5, 1, 1, 'Lara C.'], [2, 14, 1, 0, 'Hugo B.'], [2, 16.5, 1, 3, 'Vera M.'],
  [3, 9, 1.5, 3, 'Renato G.'], [3, 11, 1, 2, 'Alice K.'], [3, 13.5, 1, 1, 'Gustavo P.'], [3, 15, 1, 0, 'Elisa Q.'],
  [4, 8, 1, 0, 'Fábio H.'], [4, 10.5, 1, 1, 'Nina O.'], [4, 12, 1, 2, 'Teresa J.'], [4, 14.5, 1, 3, 'Caio E.'],
]

function week(opts: { dim?: boolean } = {}): string {
  const days = ['Seg 24', 'Ter 25', 'Qua 26', 'Qui 27', 'Sex 28']
  const hours = Array.from({ length: 10 }, (_, i) => 8 + i)
  const rowH = 49
  const hh = (h: number) => `${String(Math.floor(h)).padStart(2, '0')}:${h % 1 ? '30' : '00'}`
  const cal = `<div class="card" style="flex:1;padding:0;overflow:hidden;display:flex;flex-direction:column">
<div style="display:grid;grid-template-columns:58px repeat(5,1fr);border-bottom:1px solid ${p.slate200}">${['', ...days]
    .map((d, i) => `<div style="padding:10px 12px;font-weight:600;font-size:13px;${i === 4 ? `color:${p.teal700}` : ''}">${d}${i === 4 ? ' · hoje' : ''}</div>`)
    .join('')}</div>
<div style="position:relative;display:grid;grid-template-columns:58px repeat(5,1fr);flex:1">
<div>${hours.map((h) => `<div style="height:${rowH}px;font-size:11px;color:${p.slate400};padding:4px 8px;text-align:right">${hh(h)}</div>`).join('')}</div>
${days
  .map(
    (_, di) => `<div style="position:relative;border-left:1px solid ${p.slate100};${di === 3 ? `background:${p.teal50}55` : ''}">${hours.map(() => `<div style="height:${rowH}px;border-bottom:1px solid ${p.slate100}"></div>`).join('')}
${appts
  .filter((a) => a[0] === di)
  .map(([, start, dur, pi, patient]) => {
    const pro = pros[pi]!
    return `<div style="position:absolute;left:5px;right:5px;top:${(start - 8) * rowH + 2}px;height:${dur * rowH - 4}px;border-radius:8px;background:${pro.soft};border-left:4px solid ${pro.color};padding:5px 8px;font-size:12px;color:${pro.text};overflow:hidden"><b>${patient}</b><div style="opacity:.8;font-size:11px">${hh(start)} · ${pro.name.split(' ').slice(0, 2).join(' ')}</div></div>`
  })
  .join('')}</div>`,
  )
  .join('')}
<div style="position:absolute;left:58px;right:0;top:${(10.6 - 8) * rowH}px;height:2px;background:${p.rose500}"></div></div></div>`
  const side = `<div style="width:230px;display:flex;flex-direction:column;gap:18px">
<div class="card" style="padding:14px 16px"><div style="display:flex;font-weight:650;margin-bottom:10px"><span>Novembro 2025</span><span class="grow"></span><span class="muted">‹ ›</span></div>
<div style="display:grid;grid-template-columns:repeat(7,1fr);gap:3px;font-size:11.5px;text-align:center">${['D', 'S', 'T', 'Q', 'Q', 'S', 'S'].map((d) => `<span class="muted" style="font-weight:600">${d}</span>`).join('')}
${Array.from({ length: 42 }, (_, i) => {
  const d = i - 5
  const inWeek = d >= 24 && d <= 28
  return `<span style="padding:4px 0;border-radius:6px;${d === 27 ? `background:${p.teal600};color:#fff;font-weight:700` : inWeek ? `background:${p.teal50};color:${p.teal800}` : d < 1 || d > 30 ? 'color:#cbd5e1' : ''}">${d < 1 ? 26 + d + 5 : d > 30 ? d - 30 : d}</span>`
}).join('')}</div></div>
<div class="card" style="padding:14px 16px"><div style="font-weight:650;margin-bottom:10px">Profissionais</div>${pros
    .map((x) => `<div style="display:flex;align-items:center;gap:10px;padding:5px 0;font-size:13px"><span style="width:16px;height:16px;border-radius:5px;background:${x.color};display:flex;align-items:center;justify-content:center">${icon('check', '#fff', 12)}</span>${x.name}</div>`)
    .join('')}</div>
<span class="btn" style="justify-content:center">${icon('plus', '#fff')}Nova consulta</span></div>`
  return `<div style="display:flex;align-items:center;gap:12px"><h1>Agenda da semana</h1><span class="muted">24 a 28 de novembro</span><div class="grow"></div><span class="btn ghost">Hoje</span><span class="btn ghost">‹</span><span class="btn ghost">›</span><div class="input" style="width:120px">Semana ▾</div></div>
<div class="row" style="flex:1;min-height:0;${opts.dim ? 'filter:blur(1.5px)' : ''}">${side}${cal}</div>`
}

function calendar(): string {
  return frame(0, '/agenda', week())
}

function booking(): string {
  const slots = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30']
  const busy = new Set(['09:00', '11:00', '13:30'])
  const field = (label: string, value: string, extra = '') => `<div style="flex:1"><div class="label">${label}</div><div class="input" style="${extra}">${value}</div></div>`
  return frame(
    0,
    '/agenda/nova',
    `${week({ dim: true })}
<div style="position:absolute;inset:96px 0 0 0;background:rgba(15,23,42,.45);display:flex;align-items:center;justify-content:center">
<div class="card" style="width:560px;padding:24px 26px;display:flex;flex-direction:column;gap:16px;box-shadow:0 24px 60px rgba(15,23,42,.35)">
<div style="display:flex;align-items:center"><h1 style="font-size:20px">Nova consulta</h1><span class="grow"></span><span class="muted" style="font-size:20px">×</span></div>
<div class="row">${field('Paciente', 'Elisa Quintão', `border-color:${p.teal500};box-shadow:0 0 0 3px ${p.teal100}`)}${field('Telefone', '(31) 98765-4321')}</div>
<div class="row">${field('Profissional', '● Dra. Marta Lins ▾')}${field('Data', 'Qui, 27/11/2025')}</div>
<div><div class="label">Horário disponível</div><div style="display:grid;grid-template-columns:repeat(6,1fr);gap:8px">${slots
      .map((s) =>
        busy.has(s)
          ? `<span style="text-align:center;padding:8px 0;border-radius:8px;background:${p.slate100};color:${p.slate400};text-decoration:line-through;font-size:13px">${s}</span>`
          : s === '10:00'
            ? `<span style="text-align:center;padding:8px 0;border-radius:8px;background:${p.teal600};color:#fff;font-weight:700;font-size:13px">${s}</span>`
            : `<span style="text-align:center;padding:8px 0;border-radius:8px;border:1px solid ${p.slate300};font-size:13px">${s}</span>`,
      )
      .join('')}</div></div>
<div><div class="label">Observações</div><div class="input" style="height:60px;align-items:start;padding-top:9px">Retorno — reabilitação de joelho, 4ª sessão.</div></div>
<div style="display:flex;align-items:center;gap:10px;font-size:13px;color:${p.slate600}"><span style="width:18px;height:18px;border-radius:5px;background:${p.teal600};display:flex;align-items:center;justify-content:center">${icon('check', '#fff', 13)}</span>Enviar lembrete por e-mail um dia antes</div>
<div style="display:flex;gap:10px;justify-content:end"><span class="btn ghost">Cancelar</span><span class="btn">Agendar consulta</span></div></div></div>`,
    'body{position:relative}',
  )
}

function today(): string {
  const list: Array<[string, string, number, 'ok' | 'pend' | 'done']> = [
    ['08:00', 'Fábio Henrique', 0, 'done'],
    ['09:00', 'Renato Gouveia', 3, 'done'],
    ['10:00', 'Elisa Quintão', 0, 'ok'],
    ['11:00', 'Alice Kimura', 2, 'ok'],
    ['13:30', 'Gustavo Prado', 1, 'pend'],
    ['15:00', 'Lorena Bastos', 0, 'ok'],
    ['16:00', 'Davi Rocha', 3, 'pend'],
  ]
  const st = {
    ok: badge('Confirmada', p.teal800, p.teal100),
    pend: badge('Aguardando', '#92400e', '#fef3c7'),
    done: badge('Atendida', p.slate600, p.slate100),
  }
  const kpi = (label: string, value: string, color: string) =>
    `<div class="card" style="flex:1"><div class="muted" style="font-weight:600;font-size:13px">${label}</div><div style="font-size:30px;font-weight:750;color:${color};margin-top:6px">${value}</div></div>`
  return frame(
    3,
    '/hoje',
    `<div style="display:flex;align-items:center;gap:12px"><div><div class="muted" style="font-weight:600;font-size:13px">Quinta-feira, 27 de novembro</div><h1>Bom dia, recepção!</h1></div></div>
<div class="row">${kpi('Consultas hoje', '14', p.slate800)}${kpi('Confirmadas', '11', p.teal700)}${kpi('Aguardando resposta', '3', '#b45309')}${kpi('Faltas no mês', '4%', p.indigo600)}</div>
<div class="row" style="flex:1;min-height:0">
<div class="card" style="flex:1.5;padding:16px 18px"><h2>Próximas consultas</h2>${list
      .map(([time, name, pi, s]) => {
        const pro = pros[pi]!
        return `<div style="display:flex;align-items:center;gap:14px;padding:9px 0;border-top:1px solid ${p.slate100}"><b style="width:48px;font-variant-numeric:tabular-nums">${time}</b><span style="width:4px;height:30px;border-radius:2px;background:${pro.color}"></span><div style="flex:1"><div style="font-weight:600">${name}</div><div class="muted" style="font-size:12px">${pro.name}</div></div>${st[s]}${s === 'pend' ? '<span class="btn sm ghost">Ligar</span>' : ''}</div>`
      })
      .join('')}</div>
<div class="card" style="flex:1;padding:16px 18px"><h2>Lembretes enviados</h2>${[
      ['Elisa Quintão', 'ontem, 10:00', true],
      ['Alice Kimura', 'ontem, 11:00', true],
      ['Gustavo Prado', 'ontem, 13:30', false],
      ['Lorena Bastos', 'ontem, 15:00', true],
      ['Davi Rocha', 'ontem, 16:00', false],
    ]
      .map(
        ([n, t, read]) =>
          `<div style="display:flex;gap:12px;align-items:center;padding:9px 0;border-top:1px solid ${p.slate100}"><div style="width:30px;height:30px;border-radius:9px;background:${read ? p.teal50 : p.slate100};display:flex;align-items:center;justify-content:center">${icon(read ? 'check' : 'bell', read ? p.teal600 : p.slate400)}</div><div style="flex:1"><div style="font-weight:500;font-size:13px">${n}</div><div class="muted" style="font-size:12px">E-mail · ${t}</div></div><span class="muted" style="font-size:12px">${read ? 'confirmou' : 'sem resposta'}</span></div>`,
      )
      .join('')}
<div style="margin-top:14px;padding:12px 14px;border-radius:10px;background:${p.indigo50};color:${p.indigo800};font-size:12.5px;line-height:1.5">Faltas caíram de 9% para 4% desde que os lembretes começaram.</div></div></div>`,
  )
}

export const clinic = [calendar, booking, today]
