// A QR code drawn as SVG from its modules (the `qr` package encodes): dark modules on white with the quiet zone the
// standard asks for, in both themes, since phone cameras read dark on light.
import { useMemo } from 'react'
import encodeQR from 'qr'
import * as styles from './qr-code.css'

/** The four-module margin ISO/IEC 18004 requires around the symbol. */
const QUIET_ZONE = 4

export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    // The matrix comes with its quiet zone (`border` light modules on each side).
    const modules = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE })
    const commands: string[] = []
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) commands.push(`M${x} ${y}h1v1h-1z`)
      }),
    )
    return { size: modules.length, path: commands.join('') }
  }, [text])
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
