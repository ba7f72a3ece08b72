// Design tokens as typed data: the two colour schemes and the scales shared by both.
// Colour pairs used for text are checked for WCAG AA contrast in tests/unit/contrast.test.ts.
export interface ColorTokens {
  bg: string
  surface: string
  surfaceMuted: string
  border: string
  borderStrong: string
  text: string
  textMuted: string
  primary: string
  primaryHover: string
  onPrimary: string
  primarySoft: string
  onPrimarySoft: string
  secondary: string
  secondaryHover: string
  onSecondary: string
  danger: string
  dangerHover: string
  onDanger: string
  dangerSoft: string
  onDangerSoft: string
  successSoft: string
  onSuccessSoft: string
  incomeSoft: string
  onIncomeSoft: string
  expenseSoft: string
  onExpenseSoft: string
  statusSoft: string
  onStatusSoft: string
  /** Budget bars: below 80 % (success), from 80 % (warning); from 100 % they take `danger`. */
  success: string
  warning: string
  focus: string
  overlay: string
  headerBg: string
}

export const lightColors: ColorTokens = {
  bg: '#f5f6fa',
  surface: '#ffffff',
  surfaceMuted: '#eef0f6',
  border: '#dde1ea',
  borderStrong: '#767f93',
  text: '#141a2b',
  textMuted: '#4a5368',
  primary: '#4338ca',
  primaryHover: '#3730a3',
  onPrimary: '#ffffff',
  primarySoft: '#e7e9ff',
  onPrimarySoft: '#312a94',
  secondary: '#e6e8f0',
  secondaryHover: '#d9dce7',
  onSecondary: '#141a2b',
  danger: '#b42318',
  dangerHover: '#912018',
  onDanger: '#ffffff',
  dangerSoft: '#fee4e2',
  onDangerSoft: '#8a1c12',
  successSoft: '#dcf5e6',
  onSuccessSoft: '#14532d',
  incomeSoft: '#dcf5e6',
  onIncomeSoft: '#14532d',
  expenseSoft: '#fee4e2',
  onExpenseSoft: '#8a1c12',
  statusSoft: '#e0ebff',
  onStatusSoft: '#1e3a8a',
  success: '#166534',
  warning: '#a44d07',
  focus: '#4338ca',
  overlay: 'rgba(15, 18, 30, 0.55)',
  headerBg: 'rgba(255, 255, 255, 0.85)',
}

export const darkColors: ColorTokens = {
  bg: '#0c1020',
  surface: '#141a2e',
  surfaceMuted: '#1c2440',
  border: '#2a3453',
  borderStrong: '#7a86a6',
  text: '#e8ebf4',
  textMuted: '#a9b2c8',
  primary: '#a5b4fc',
  primaryHover: '#c3cdfd',
  onPrimary: '#0c1020',
  primarySoft: '#262f5c',
  onPrimarySoft: '#d4dbfe',
  secondary: '#232c4a',
  secondaryHover: '#2d385d',
  onSecondary: '#e8ebf4',
  danger: '#f38b80',
  dangerHover: '#f6a89f',
  onDanger: '#0c1020',
  dangerSoft: '#3d1a1c',
  onDangerSoft: '#fcc5bf',
  successSoft: '#113224',
  onSuccessSoft: '#a7f0c5',
  incomeSoft: '#113224',
  onIncomeSoft: '#a7f0c5',
  expenseSoft: '#3d1a1c',
  onExpenseSoft: '#fcc5bf',
  statusSoft: '#17264d',
  onStatusSoft: '#bcd2ff',
  success: '#4ade80',
  warning: '#fbbf24',
  focus: '#a5b4fc',
  overlay: 'rgba(0, 0, 0, 0.65)',
  headerBg: 'rgba(20, 26, 46, 0.85)',
}

/** Text/background pairs that must reach 4.5:1 (normal text) in both schemes. */
export const textPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['primary', 'surface'],
  ['primary', 'bg'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimarySoft', 'primarySoft'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'surface'],
  ['onDangerSoft', 'dangerSoft'],
  ['onSuccessSoft', 'successSoft'],
  ['onIncomeSoft', 'incomeSoft'],
  ['onExpenseSoft', 'expenseSoft'],
  ['onStatusSoft', 'statusSoft'],
  // The budget levels' words, on a budget row.
  ['success', 'surfaceMuted'],
  ['warning', 'surfaceMuted'],
  ['danger', 'surfaceMuted'],
]

/** Non-text UI (input borders, focus ring) must reach 3:1 against the surface (WCAG 1.4.11). */
export const uiPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['borderStrong', 'surface'],
  ['focus', 'surface'],
  ['focus', 'bg'],
  // The budget bars' fill against their track.
  ['success', 'surfaceMuted'],
  ['warning', 'surfaceMuted'],
  ['danger', 'surfaceMuted'],
]

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
} as const

export const radii = { sm: '6px', md: '10px', lg: '16px', full: '999px' } as const

export const fonts = {
  body: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', 'Cascadia Code', Menlo, Consolas, monospace",
} as const

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const

export const lightShadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
  lg: '0 16px 40px rgba(16, 24, 40, 0.14)',
} as const

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 14px rgba(0, 0, 0, 0.45)',
  lg: '0 18px 44px rgba(0, 0, 0, 0.55)',
} as const

export const breakpoints = { tablet: 640, desktop: 1024 } as const
