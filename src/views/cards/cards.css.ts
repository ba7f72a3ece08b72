import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const page = style({
  maxWidth: 1100,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

// Statistics table: it scrolls sideways inside its card on phones, with the rarity column kept in view.
export const tableCard = style({ padding: 0, overflow: 'hidden' })

export const tableScroll = style({ overflowX: 'auto', WebkitOverflowScrolling: 'touch' })

export const statsTable = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const statsHead = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const statsCell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
})

export const zero = style({ color: vars.color.textMuted })

export const totalCell = style({ fontWeight: 700, background: vars.color.surfaceMuted })

/** The first column stays put while the others scroll under it. */
export const stickyColumn = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  boxShadow: `1px 0 0 ${vars.color.border}`,
})

export const stickyHead = style([stickyColumn, { background: vars.color.surfaceMuted }])

export const rarity = style({ letterSpacing: '0.05em', fontSize: vars.fontSize.md })

export const rarityTone = {
  diamond: style({ color: vars.color.primary }),
  star: style({ color: vars.color.onStatusSoft }),
  crown: style({ color: vars.color.onExpenseSoft }),
  shiny: style({ color: vars.color.onIncomeSoft }),
}

// Status grid.
export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const toolbarField = style({ flex: '1 1 10rem', minWidth: 0 })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': {
    'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
  },
})

export const cardItem = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderTop: `4px solid ${vars.color.primary}`,
})

export const inactive = style({ borderTopColor: vars.color.borderStrong })

export const cardName = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'break-word' })

export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const imageFrame = style({
  aspectRatio: '367 / 512',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
})

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' })

export const inactiveImage = style({ filter: 'grayscale(1)', opacity: 0.7 })

export const cardFooter = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
})

export const empty = style({ textAlign: 'center', color: vars.color.textMuted })

// Upload page.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  padding: `2px ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'break-word',
})

export const parts = style({ margin: 0, paddingLeft: vars.space['5'], display: 'flex', flexDirection: 'column', gap: vars.space['1'], fontSize: vars.fontSize.sm })

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  transition: `border-color ${motion.fast} ease, background-color ${motion.fast} ease`,
  selectors: { '&:focus-within': { borderColor: vars.color.focus, background: vars.color.primarySoft } },
})

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const fileItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'center',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const fileName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, overflowWrap: 'break-word', margin: 0 })

export const fileOk = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onIncomeSoft })

export const fileProblem = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.danger })

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' })

export const progress = style({ width: '100%', height: 12, accentColor: vars.color.primary })

export const progressText = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const outcomeList = style({ margin: 0, paddingLeft: vars.space['5'], fontSize: vars.fontSize.sm, overflowWrap: 'break-word' })

export const tips = style({ margin: 0, paddingLeft: vars.space['5'], display: 'flex', flexDirection: 'column', gap: vars.space['2'], fontSize: vars.fontSize.sm })

