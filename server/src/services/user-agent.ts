// What the sessions page says of a device: the browser (or program) and the operating system a User-Agent names,
// read from the tokens every major browser has sent for years (docs/product-rules.md#sessions). Anything else is
// unknown (null): the page then says "Unknown device" rather than guess.

export interface DeviceName {
  navegador: string | null
  sistema: string | null
}

/** A name and what names it: every pattern must match (each is linear: no pattern spans two tokens). */
type Rule = readonly [RegExp | readonly RegExp[], string]

/** Browsers and programs, the first that matches wins: Edge, Opera and Samsung's say "Chrome" and "Safari" too. */
const BROWSERS: readonly Rule[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [[/\bVersion\/\d/, /\bSafari\//], 'Safari'],
  [/^curl\//, 'curl'],
  [/^Wget\//, 'Wget'],
  [/^PostmanRuntime\//, 'Postman'],
  [/^(?:node|undici|node-fetch)\b/i, 'Node.js'],
  [/^python-(?:requests|httpx|urllib)/i, 'Python'],
  [/^okhttp\//i, 'OkHttp'],
]

/** Operating systems, the first that matches wins: Android and ChromeOS say "Linux" too, iPhones "like Mac OS X". */
const SYSTEMS: readonly Rule[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bFreeBSD\b/, 'FreeBSD'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

const matches = (userAgent: string, patterns: RegExp | readonly RegExp[]) =>
  (patterns instanceof RegExp ? [patterns] : patterns).every((pattern) => pattern.test(userAgent))
const first = (userAgent: string, table: readonly Rule[]) => table.find(([patterns]) => matches(userAgent, patterns))?.[1] ?? null

/** The browser and system `userAgent` names (each null when unknown). */
export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { navegador: null, sistema: null }
  return { navegador: first(userAgent, BROWSERS), sistema: first(userAgent, SYSTEMS) }
}
