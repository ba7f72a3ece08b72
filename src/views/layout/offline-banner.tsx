// The offline banner under the header: shown while the connectivity machine says the browser has no network.
import { Trans } from '@lingui/react/macro'
import { createActorContext } from '@xstate/react'
import type { ReactNode } from 'react'
import { connectivityMachine } from '@machines/connectivity.machine'
import type { ConnectivityMachine } from '@machines/connectivity.machine'
import { actorOptions } from '@/state/inspector'
import { alert } from '@/styles/recipes.css'
import * as styles from './layout.css'

export const ConnectivityContext = createActorContext(connectivityMachine)

/** Runs the connectivity machine for the layout (tests pass `logic` with fake actors). */
export function ConnectivityProvider({ logic = connectivityMachine, children }: { logic?: ConnectivityMachine | undefined; children: ReactNode }) {
  return (
    <ConnectivityContext.Provider logic={logic} options={actorOptions()}>
      {children}
    </ConnectivityContext.Provider>
  )
}

export function OfflineBanner() {
  const offline = ConnectivityContext.useSelector((s) => s.hasTag('offline'))
  if (!offline) return null
  return (
    <p role="status" className={`${alert({ tone: 'info' })} ${styles.offlineBanner}`} data-testid="offline-banner">
      <Trans>No connection — showing the saved data; changes need the internet.</Trans>
    </p>
  )
}
