// One theme contract, two themes applied as classes on <html>: 'theme-light' and 'theme-dark'.
// The inline bootstrap script sets the class before first paint; without it, prefers-color-scheme decides.
import { assignVars, createGlobalTheme, createGlobalThemeContract, createThemeContract, globalStyle } from '@vanilla-extract/css'
import { darkColors, darkShadows, fonts, fontSizes, lightColors, lightShadows, radii, space } from './tokens'

export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    primarySoft: null,
    onPrimarySoft: null,
    secondary: null,
    secondaryHover: null,
    onSecondary: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    dangerSoft: null,
    onDangerSoft: null,
    successSoft: null,
    onSuccessSoft: null,
    incomeSoft: null,
    onIncomeSoft: null,
    expenseSoft: null,
    onExpenseSoft: null,
    statusSoft: null,
    onStatusSoft: null,
    success: null,
    warning: null,
    focus: null,
    overlay: null,
    headerBg: null,
  },
  space: { '0': null, '1': null, '2': null, '3': null, '4': null, '5': null, '6': null, '7': null, '8': null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null },
  shadow: { sm: null, md: null, lg: null },
})

const shared = { space, radius: radii, font: fonts, fontSize: fontSizes }
const lightTheme = { ...shared, color: lightColors, shadow: lightShadows }
const darkTheme = { ...shared, color: darkColors, shadow: darkShadows }

/** Motion durations live outside the colour themes so that reduced motion can shorten them once. */
export const motion = createGlobalThemeContract({ fast: 'motion-fast', normal: 'motion-normal', slow: 'motion-slow' })
createGlobalTheme(':root', motion, { fast: '150ms', normal: '200ms', slow: '300ms' })

globalStyle(':root', {
  vars: assignVars(vars, lightTheme),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTheme), colorScheme: 'dark' },
    '(prefers-reduced-motion: reduce)': { vars: { [motion.fast]: '1ms', [motion.normal]: '1ms', [motion.slow]: '1ms' } },
  },
})

globalStyle('html.theme-light', { vars: assignVars(vars, lightTheme), colorScheme: 'light' })
globalStyle('html.theme-dark', { vars: assignVars(vars, darkTheme), colorScheme: 'dark' })

export const themeClass = { light: 'theme-light', dark: 'theme-dark' } as const
