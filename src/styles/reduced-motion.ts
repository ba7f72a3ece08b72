// prefers-reduced-motion, read once when a flow starts (DESIGN §6: reduced motion shortens transitions).
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
