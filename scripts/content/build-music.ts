/**
 * Synthesises the slideshow's background loop (an original, royalty-free piece: a soft
 * electric-piano arpeggio over Cmaj7 – Am7 – Fmaj7 – G6, with pad, bass and a bell melody)
 * and encodes it to MP3 with `lame` (Debian: apt-get install lame).
 *
 *   node --import tsx scripts/content/build-music.ts
 *
 * The loop is seamless: two periods are rendered with the echo running through both,
 * and the second period (which already contains the first one's tails) is kept.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { slideshow } from '../../server/src/content/slideshow'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

const RATE = 32000
const BPM = 84
const BEAT = 60 / BPM
const BAR = 4 * BEAT
const BARS = 8
const PERIOD = BARS * BAR // ≈ 22.9 s

const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

interface Chord {
  bass: number
  pad: number[]
  arp: number[]
}

const chords: Chord[] = [
  { bass: 36, pad: [60, 64, 67, 71], arp: [60, 64, 67, 71, 72, 71, 67, 64] }, // Cmaj7
  { bass: 45, pad: [57, 60, 64, 67], arp: [57, 60, 64, 67, 69, 67, 64, 60] }, // Am7
  { bass: 41, pad: [53, 57, 60, 64], arp: [53, 57, 60, 64, 65, 64, 60, 57] }, // Fmaj7
  { bass: 43, pad: [55, 59, 62, 64], arp: [55, 59, 62, 67, 71, 67, 62, 59] }, // G6
]

/** Bell melody for bars 5–8: [bar, beat, midi, beats]. */
const melody: Array<[number, number, number, number]> = [
  [4, 0, 76, 2], [4, 2, 74, 1], [4, 3, 72, 1],
  [5, 0, 76, 2], [5, 2, 79, 2],
  [6, 0, 81, 1], [6, 1, 79, 1], [6, 2, 76, 2],
  [7, 0, 74, 3], [7, 3, 71, 1],
]

function render(): Float32Array {
  const total = Math.ceil(2 * PERIOD * RATE)
  const out = new Float32Array(total)
  const add = (start: number, seconds: number, voice: (t: number) => number) => {
    const s0 = Math.floor(start * RATE)
    const n = Math.floor(seconds * RATE)
    for (let i = 0; i < n; i++) {
      const idx = (s0 + i) % total // wrap tails of the second period onto the first
      out[idx]! += voice(i / RATE)
    }
  }
  const TAU = 2 * Math.PI
  for (let loop = 0; loop < 2; loop++) {
    for (let bar = 0; bar < BARS; bar++) {
      const chord = chords[bar % chords.length]!
      const t0 = loop * PERIOD + bar * BAR
      // pad
      for (const note of chord.pad) {
        const f = freq(note)
        add(t0, BAR + 1.2, (t) => {
          const env = Math.min(1, t / 0.5) * (t > BAR ? Math.exp(-(t - BAR) / 0.35) : 1)
          const trem = 1 + 0.08 * Math.sin(TAU * 0.4 * t)
          return 0.028 * env * trem * (Math.sin(TAU * f * t) + 0.6 * Math.sin(TAU * f * 1.003 * t) + 0.15 * Math.sin(TAU * 2 * f * t))
        })
      }
      // bass on beats 1 and 3
      for (const beat of [0, 2]) {
        const f = freq(chord.bass)
        add(t0 + beat * BEAT, 2 * BEAT + 0.6, (t) => {
          const env = Math.min(1, t / 0.01) * Math.exp(-t / 0.9)
          return 0.2 * env * (Math.sin(TAU * f * t) + 0.25 * Math.sin(TAU * 2 * f * t))
        })
      }
      // electric-piano arpeggio in eighth notes
      chord.arp.forEach((note, k) => {
        const f = freq(note)
        const accent = k % 2 === 0 ? 1 : 0.75
        add(t0 + (k * BEAT) / 2, 1.6, (t) => {
          const env = Math.min(1, t / 0.004) * Math.exp(-t / 0.55)
          const bright = Math.exp(-t / 0.12)
          return 0.075 * accent * env * (Math.sin(TAU * f * t) + 0.35 * bright * Math.sin(TAU * 2 * f * t) + 0.08 * bright * Math.sin(TAU * 7 * f * t))
        })
      })
    }
    // bell melody
    for (const [bar, beat, note, beats] of melody) {
      const f = freq(note)
      add(loop * PERIOD + bar * BAR + beat * BEAT, beats * BEAT + 1.5, (t) => {
        const env = Math.min(1, t / 0.006) * Math.exp(-t / (0.5 + beats * 0.35))
        return 0.07 * env * (Math.sin(TAU * f * t) + 0.25 * Math.exp(-t / 0.3) * Math.sin(TAU * 2.76 * f * t) + 0.1 * Math.sin(TAU * 2 * f * t))
      })
    }
  }
  // stereo-less "room": two feedback echoes (dotted eighth and a longer one), run over both periods
  const d1 = Math.round(0.75 * BEAT * RATE)
  const d2 = Math.round(1.37 * BEAT * RATE)
  const wet = new Float32Array(total)
  for (let pass = 0; pass < 2; pass++) {
    // the second pass lets the echoes from the end of the buffer reach the beginning (circular)
    for (let i = 0; i < total; i++) {
      const a = wet[(i - d1 + total) % total]!
      const b = wet[(i - d2 + total) % total]!
      wet[i] = out[i]! * 0.5 + 0.33 * a + 0.22 * b
    }
  }
  const mixed = new Float32Array(Math.round(PERIOD * RATE))
  const start = Math.round(PERIOD * RATE)
  for (let i = 0; i < mixed.length; i++) mixed[i] = out[start + i]! * 0.8 + wet[start + i]! * 0.45
  // gentle low-pass to soften the highs
  let y = 0
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < mixed.length; i++) {
      y += 0.45 * (mixed[i]! - y)
      if (pass === 1) mixed[i] = y
    }
  }
  let peak = 0
  for (const v of mixed) peak = Math.max(peak, Math.abs(v))
  for (let i = 0; i < mixed.length; i++) mixed[i] = (mixed[i]! / peak) * 0.85
  return mixed
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2)
  samples.forEach((v, i) => data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2))
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

export function buildMusic(): void {
  const target = join(root, 'server/private/slideshow', slideshow.music)
  const dir = mkdtempSync(join(tmpdir(), 'content-music-'))
  try {
    const input = join(dir, 'loop.wav')
    writeFileSync(input, wav(render()))
    if (process.env.KEEP_WAV) writeFileSync(process.env.KEEP_WAV, readFileSync(input))
    mkdirSync(dirname(target), { recursive: true })
    execFileSync('lame', ['--quiet', '-m', 'm', '-b', '64', '--tt', 'Loop (sample slideshow music)', '--ta', 'Generated', input, target])
    console.info(`wrote server/private/slideshow/${slideshow.music} (${(statSync(target).size / 1024).toFixed(1)} KiB, ${PERIOD.toFixed(1)} s)`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildMusic()
