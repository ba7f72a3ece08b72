// prefers-reduced-motion, read once when a flow starts (reduced motion shortens transitions:
// docs/product-rules.md#accessibility).
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
