// Bank import calls: the multipart form of a preview (the file, one target, the reading choices), the paths
// and methods of the others, and answers parsed with the shared contract.
import { describe, expect, it } from 'vitest'
import { confirmImport, getImport, listImports, previewForm, previewImport, undoImport } from '@/api/bank-import'
import { preview, result, summary } from '../fixtures/bank-import'
import { fakeServer, type Answer } from './fake-client'

interface Seen {
  method: string
  path: string
  contentType: string | null
  form: FormData | null
  json: unknown
}

/** A call as sent: a multipart form's fields, or a JSON body. */
async function readSeen(request: Request): Promise<Seen> {
  const contentType = request.headers.get('content-type')
  const multipart = contentType?.startsWith('multipart/form-data') ?? false
  const text = multipart ? '' : await request.text()
  return { method: request.method, path: new URL(request.url).pathname, contentType, form: multipart ? await request.formData() : null, json: text ? JSON.parse(text) : undefined }
}

function client(answer: (seen: Seen) => Answer) {
  const { client: api, calls: seen } = fakeServer(readSeen, answer, 'pt-BR')
  return { api, seen }
}

const file = () => new File(['OFXHEADER:100'], 'extrato.ofx')

describe('bank import calls', () => {
  it('a preview is a multipart POST: the file with its name and one target', async () => {
    const { api, seen } = client(() => ({ status: 201, body: preview }))
    expect(await previewImport({ file: file(), fileName: 'extrato.ofx', target: { tipo: 'conta', id: 3 } }, api)).toEqual(preview)
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/api/importacao' })
    const form = seen[0]!.form!
    expect([...form.keys()]).toEqual(['arquivo', 'contaBancariaId'])
    expect((form.get('arquivo') as File).name).toBe('extrato.ofx')
    expect(form.get('contaBancariaId')).toBe('3')
  })

  it('with the card, the charset, the statement and the CSV mapping (as JSON text) when chosen', () => {
    const mapping = { data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd' as const, decimal: '.' as const, delimitador: ';' as const }
    const form = previewForm({ file: file(), fileName: 'gastos.csv', target: { tipo: 'cartao', id: 5 }, charset: 'windows-1252', mapeamento: mapping, extrato: 1 })
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'arquivo'))).toEqual({ cartaoId: '5', charset: 'windows-1252', perfil: 'generic', mapeamento: JSON.stringify(mapping), extrato: '1' })
    expect((form.get('arquivo') as File).name).toBe('gastos.csv')
  })

  it('read again, confirm with the rows changed, list, undo', async () => {
    const { api, seen } = client((call) => ({
      status: 200,
      body: call.method === 'DELETE' ? summary(40, { situacao: 'desfeita' }) : call.path.endsWith('/confirmar') ? result : call.path === '/v1/api/importacao' ? [summary(40)] : preview,
    }))
    expect(await getImport(40, api)).toEqual(preview)
    expect(await confirmImport(40, { linhas: [{ linha: 4, acao: 'importar', categoriaId: 12 }] }, api)).toEqual(result)
    expect(await listImports(api)).toEqual([summary(40)])
    expect((await undoImport(40, api)).situacao).toBe('desfeita')
    expect(seen.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      { method: 'GET', path: '/v1/api/importacao/40', json: undefined },
      { method: 'POST', path: '/v1/api/importacao/40/confirmar', json: { linhas: [{ linha: 4, acao: 'importar', categoriaId: 12 }] } },
      { method: 'GET', path: '/v1/api/importacao', json: undefined },
      { method: 'DELETE', path: '/v1/api/importacao/40', json: undefined },
    ])
  })

  it('refuses an answer that is not the contract’s, and passes the API’s refusal on', async () => {
    await expect(listImports(client(() => ({ status: 200, body: [{ id: 'x' }] })).api)).rejects.toMatchObject({ code: 'invalid_response' })
    await expect(confirmImport(40, {}, client(() => ({ status: 409, body: { code: 'import_already_confirmed', message: 'Já confirmada.' } })).api)).rejects.toMatchObject({ status: 409, code: 'import_already_confirmed', message: 'Já confirmada.' })
  })
})
