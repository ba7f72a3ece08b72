import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { box } from './app/a.css'
i18n.loadAndActivate({ locale: 'en', messages: {} })
createRoot(document.getElementById('root')!).render(<I18nProvider i18n={i18n}><div className={box}><Trans>Hello world</Trans></div></I18nProvider>)
