// Focus after a client-side navigation (WCAG 2.4.3 Focus Order): the link or button that led here is
// usually gone with the old page, and focus would fall to the page body. Once the new page shows its
// heading, the view returns to the top and the heading takes focus, so keyboard and screen-reader users
// start reading the new page. Not on the first load: the browser's own start is right there.
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** How long a page may take to show its heading (a lazy chunk, a session check) before we give up. */
const WAIT_MS = 5000

export function useNavigationFocus(mainId: string): void {
  const [location] = useLocation()
  const previous = useRef(location)
  useEffect(() => {
    if (previous.current === location) return
    previous.current = location
    const before = document.activeElement
    const started = Date.now()
    let frame = 0
    const focusHeading = () => {
      const main = document.getElementById(mainId)
      const active = document.activeElement
      // The new page moved focus somewhere itself (e.g. into a dialog or a field): leave it there.
      if (active && active !== before && active !== document.body && active !== main) return
      const heading = main?.querySelector<HTMLElement>('h1')
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        window.scrollTo({ top: 0 })
        heading.focus({ preventScroll: true })
        return
      }
      if (Date.now() - started < WAIT_MS) frame = requestAnimationFrame(focusHeading)
    }
    frame = requestAnimationFrame(focusHeading)
    return () => cancelAnimationFrame(frame)
  }, [location, mainId])
}
