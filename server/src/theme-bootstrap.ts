import { createHash } from 'node:crypto'

// The inline script that applies theme and language before first paint, so that the page never flashes the other theme.
// The SPA's index.html embeds exactly this text (a Vite plugin injects it), and the server's CSP
// allows it by hash, so no 'unsafe-inline' is needed for scripts.
//
// Theme: localStorage.theme ('light' | 'dark'), else prefers-color-scheme → class `theme-dark` or
// `theme-light` and `data-theme` on <html>. Language: localStorage.language ('pt-BR' | 'en'), else
// a browser language starting with 'pt' → 'pt-BR', else 'en' → <html lang>. A stored access token →
// `data-session="stored"` on <html>: the prerendered page (drawn for a visitor with no session) stays hidden until the
// app renders its own first screen, so a signed-in visitor never sees the signed-out header flash by.
export const THEME_BOOTSTRAP_JS =
  "(function(){var d=document.documentElement,t=null,l=null,s=null;" +
  "try{t=localStorage.getItem('theme');l=localStorage.getItem('language');s=localStorage.getItem('accessToken')}catch(e){}" +
  "if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "if(l!=='pt-BR'&&l!=='en')l=/^pt/i.test(navigator.language||'')?'pt-BR':'en';" +
  "d.classList.remove('theme-light','theme-dark');d.classList.add('theme-'+t);d.setAttribute('data-theme',t);d.lang=l;if(s)d.setAttribute('data-session','stored')})()"

/** CSP source (`'sha256-…'`) allowing an inline script whose text is exactly `script`. */
export function cspScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

export const THEME_BOOTSTRAP_CSP_HASH = cspScriptHash(THEME_BOOTSTRAP_JS)
