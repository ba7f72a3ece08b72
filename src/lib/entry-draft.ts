// The entry modal's unsaved values, kept in the tab's session storage while the user leaves the modal
// for the categories page (without it, "Manage categories" lost what was typed). The owner's name
// goes with it: after a logout and another sign-in in the same tab, someone else's draft is not offered.
import { z } from 'zod'
import { storage } from './storage'

const KEY = 'entryDraft'

/** Which entry (null: a new one) and its inputs as typed. */
export interface StoredEntryDraft {
  id: number | null
  values: Record<string, string>
}

const draftSchema = z.object({ owner: z.string().nullable(), id: z.number().int().positive().nullable(), values: z.record(z.string(), z.string()) })

function backend(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    // Storage can throw (privacy mode): nothing is kept.
    return null
  }
}

export const entryDraft = {
  read(): StoredEntryDraft | null {
    try {
      const parsed = draftSchema.safeParse(JSON.parse(backend()?.getItem(KEY) ?? 'null'))
      if (!parsed.success || parsed.data.owner !== storage.get('nomeUsuario')) return null
      return { id: parsed.data.id, values: parsed.data.values }
    } catch {
      return null
    }
  },
  write(draft: StoredEntryDraft): void {
    try {
      backend()?.setItem(KEY, JSON.stringify({ owner: storage.get('nomeUsuario'), ...draft }))
    } catch {
      // Quota or privacy errors: the draft is simply not kept.
    }
  },
  clear(): void {
    try {
      backend()?.removeItem(KEY)
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
}
