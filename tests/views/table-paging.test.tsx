import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { TablePaging } from '@/views/finance/table-paging'
import { renderApp } from './support'

// The see more / see less control the finance tables share, in both languages.

describe('TablePaging', () => {
  it('renders nothing when every row fits in the first 10', async () => {
    const onMore = vi.fn()
    const app = await renderApp({}, <TablePaging shown={7} total={7} canMore={false} canLess={false} onMore={onMore} onLess={onMore} />)
    expect(app.container.textContent).toBe('')
  })

  it('offers see more while rows are hidden and see less once more than 10 show (English)', async () => {
    const onMore = vi.fn()
    const onLess = vi.fn()
    const app = await renderApp({}, <TablePaging shown={20} total={25} canMore canLess onMore={onMore} onLess={onLess} />)
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'See more' }))
    fireEvent.click(screen.getByRole('button', { name: 'See less' }))
    expect(onMore).toHaveBeenCalledTimes(1)
    expect(onLess).toHaveBeenCalledTimes(1)
    app.unmount()
  })

  it('speaks Portuguese', async () => {
    await renderApp({ language: 'pt-BR' }, <TablePaging shown={10} total={25} canMore canLess={false} onMore={() => {}} onLess={() => {}} />)
    expect(screen.getByText('Mostrando 10 de 25')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ver menos' })).toBeNull()
  })
})
