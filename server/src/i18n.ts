import type { ApiErrorCode } from '@contract/messages'

// Server-side messages in both languages (the original site's texts where it had one). The request's
// Accept-Language picks the language: the best-ranked of pt* and en*, else English.

export type Language = 'pt' | 'en'
export type MessageKey = ApiErrorCode | 'user_created'

const messages: Record<MessageKey, Record<Language, string>> = {
  // Field messages (keys used by the shared zod schemas).
  required: { pt: 'Campo obrigatório', en: 'Required field' },
  invalid_type: { pt: 'Tipo de valor inválido.', en: 'Invalid value type.' },
  invalid_value: { pt: 'Valor inválido.', en: 'Invalid value.' },
  too_long: { pt: 'Texto muito longo.', en: 'Text too long.' },
  invalid_username: {
    pt: 'O Nome de Usuário deve ter de 3 a 40 caracteres: letras, números, ponto, hífen ou sublinhado.',
    en: 'The username must have 3 to 40 characters: letters, digits, dot, hyphen or underscore.',
  },
  invalid_full_name: {
    pt: 'O campo Nome Completo deve conter apenas letras!',
    en: 'The Full Name field must contain only letters!',
  },
  password_too_short: {
    pt: 'A senha deve ter pelo menos 8 caracteres.',
    en: 'The password must be at least 8 characters long.',
  },
  wrong_current_password: { pt: 'A senha atual está incorreta.', en: 'The current password is wrong.' },
  password_mismatch: { pt: 'A confirmação não é igual à nova senha.', en: 'The confirmation does not match the new password.' },
  invalid_email: { pt: 'Formato de e-mail inválido', en: 'Invalid email format' },
  invalid_price: {
    pt: 'Preço inválido! Use um valor de 0,01 a 999.999.999.999,99, com até 2 casas decimais (ex.: 19,99).',
    en: 'Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).',
  },
  negative_price: {
    pt: 'Preço inválido! O preço não pode ser negativo: use um valor de 0,01 a 999.999.999.999,99 (ex.: 19,99).',
    en: 'Invalid price! A price cannot be negative: use an amount from 0.01 to 999,999,999,999.99 (e.g. 19.99).',
  },
  invalid_date: { pt: 'Data inválida.', en: 'Invalid date.' },
  date_out_of_range: {
    pt: 'A data deve estar entre 01/01/1900 e 31/12/2099.',
    en: 'The date must be between 1900-01-01 and 2099-12-31.',
  },
  release_date_out_of_range: {
    pt: 'A data de lançamento deve estar entre 01/01/1450 e 31/12/2099.',
    en: 'The publication date must be between 1450-01-01 and 2099-12-31.',
  },
  category_type_required: { pt: 'O tipo da categoria é obrigatório.', en: 'Category Type is required.' },
  person_name_required: { pt: 'Preencha o nome da pessoa.', en: "Fill in the person's name." },
  invalid_amount: {
    pt: 'Valor inválido: use um número com até 2 casas decimais.',
    en: 'Invalid amount: use a number with at most 2 decimals.',
  },
  amount_decimals: { pt: 'Use no máximo 2 casas decimais, depois da vírgula: 1.234,56.', en: 'Use at most 2 decimals, after the dot: 1,234.56.' },
  amount_grouping: { pt: 'Separe os milhares em grupos de 3 dígitos: 1.234.567,89.', en: 'Separate thousands in groups of 3 digits: 1,234,567.89.' },
  amount_too_large: { pt: 'Valor alto demais: no máximo 999.999.999.999,99.', en: 'The amount is too large: at most 999,999,999,999.99.' },
  invalid_entry_status: {
    pt: 'Situação inválida para o tipo: use Pago ou A Pagar para Despesa, Recebido ou A Receber para Receita.',
    en: 'Invalid status for the type: use Pago or A Pagar for an expense, Recebido or A Receber for income.',
  },
  unknown_category: { pt: 'Categoria não encontrada.', en: 'Category not found.' },
  category_type_mismatch: {
    pt: 'A categoria deve ser do mesmo tipo do lançamento.',
    en: 'The category must be of the same type as the entry.',
  },
  unknown_account_holder: { pt: 'Pessoa/conta não encontrada.', en: 'Account holder not found.' },
  unknown_bank_card: { pt: 'Cartão não encontrado.', en: 'Card not found.' },
  unknown_bank_account: { pt: 'Conta bancária não encontrada.', en: 'Bank account not found.' },
  same_bank_account: { pt: 'Escolha uma conta de destino diferente da de origem.', en: 'Choose a destination account other than the source account.' },
  card_days_pair: {
    pt: 'Preencha o dia de fechamento e o dia de vencimento, ou nenhum dos dois.',
    en: 'Fill in both the closing day and the due day, or neither.',
  },
  invalid_card_day: { pt: 'Use um dia de 1 a 31.', en: 'Use a day from 1 to 31.' },
  invalid_month: { pt: 'Use um mês no formato AAAA-MM, de 1900-01 a 2099-12.', en: 'Use a month as YYYY-MM, from 1900-01 to 2099-12.' },
  card_without_statements: {
    pt: 'Este cartão não tem dias de fechamento e vencimento: informe-os no cartão para lançar nele.',
    en: 'This card has no closing and due days: set them on the card to put entries on it.',
  },
  card_entry_account: {
    pt: 'Um lançamento no cartão não sai de uma conta: a conta é escolhida ao pagar a fatura.',
    en: 'A card entry does not leave an account: the account is chosen when the bill is paid.',
  },
  invalid_card_final: { pt: 'Use os 4 últimos dígitos do número do cartão.', en: "Use the card number's last 4 digits." },
  invalid_installment_count: {
    pt: 'O número de parcelas deve ser um número inteiro de 1 a 420.',
    en: 'The number of installments must be a whole number from 1 to 420.',
  },
  invalid_interval: {
    pt: 'O intervalo deve ser de 30, 15 ou 7 dias.',
    en: 'The interval must be 30, 15 or 7 days.',
  },
  installment_too_small: {
    pt: 'Cada parcela deve ser de pelo menos R$ 0,01.',
    en: 'Each installment must be at least R$ 0.01.',
  },
  installment_count_below_paid: {
    pt: 'O número de parcelas não pode ser menor que o número da maior parcela já paga.',
    en: 'The number of installments cannot be lower than the number of the highest installment already paid.',
  },
  due_days_range: {
    pt: 'Escolha de 1 a 60 dias.',
    en: 'Choose from 1 to 60 days.',
  },
  payment_over_remaining: {
    pt: 'O valor não pode passar do que resta a pagar nesta fatura.',
    en: 'The amount cannot be more than what remains to pay on this bill.',
  },
  paid_amount_positive: {
    pt: 'O valor pago deve ser maior que zero.',
    en: 'The amount paid must be greater than zero.',
  },
  plan_total_mismatch: {
    pt: 'Todas as parcelas já estão pagas: o valor total deve ser a soma delas.',
    en: 'Every installment is already paid: the total must be their sum.',
  },
  invalid_period: {
    pt: 'Período inválido: a data inicial é posterior à final.',
    en: 'Invalid period: the start date is after the end date.',
  },
  recurrence_start_too_old: {
    pt: 'Uma recorrência pode começar no máximo 2 anos antes de hoje.',
    en: 'A recurring entry may start at most 2 years before today.',
  },
  period_too_many_days: {
    pt: 'O período pode ter no máximo 366 dias.',
    en: 'The period may span at most 366 days.',
  },
  period_too_long: {
    pt: 'O período pode ter no máximo 120 meses.',
    en: 'The period may span at most 120 months.',
  },
  search_too_short: {
    pt: 'Digite ao menos 2 letras para buscar.',
    en: 'Type at least 2 letters to search.',
  },
  search_too_long: {
    pt: 'A busca pode ter no máximo 100 caracteres.',
    en: 'The search may have at most 100 characters.',
  },
  projection_too_far: {
    pt: 'A projeção vai até no máximo um ano a partir de hoje.',
    en: 'The projection reaches at most one year from today.',
  },
  unsupported_format: {
    pt: 'Este arquivo não é uma exportação de dados deste site (formato portfolio-financas, versão 1).',
    en: "This file is not a data export of this site (format portfolio-financas, version 1).",
  },
  duplicate_id: { pt: 'Id repetido no arquivo.', en: 'Id repeated in the file.' },
  unknown_installment: { pt: 'Parcela não encontrada no arquivo.', en: 'Installment not found in the file.' },
  installment_entry_mismatch: {
    pt: 'Uma parcela tem no máximo um lançamento: uma despesa paga quando a parcela está paga.',
    en: 'An installment has at most one entry: an expense that is paid when the installment is.',
  },
  invalid_installments: {
    pt: 'As parcelas devem ir de 1 ao número de parcelas e somar o valor total.',
    en: 'The installments must be numbered from 1 to the number of installments and add up to the total.',
  },
  unknown_recurrence: { pt: 'Recorrência não encontrada no arquivo.', en: 'Recurring entry not found in the file.' },
  duplicate_occurrence: {
    pt: 'Uma recorrência tem no máximo um lançamento por data de ocorrência.',
    en: 'A recurring entry has at most one entry per occurrence date.',
  },
  duplicate_budget: { pt: 'Orçamento repetido para esta categoria e mês.', en: 'Budget repeated for this category and month.' },
  // Error codes.
  required_fields: { pt: 'Todos os campos são obrigatórios!', en: 'All fields are required!' },
  validation_failed: { pt: 'Dados inválidos.', en: 'Invalid data.' },
  malformed_body: { pt: 'O corpo da requisição é inválido.', en: 'The request body is malformed.' },
  invalid_utf8: {
    pt: 'O corpo da requisição não está em UTF-8 válido.',
    en: 'The request body is not valid UTF-8.',
  },
  invalid_credentials: { pt: 'Usuário ou senha inválidos', en: 'Invalid username or password' },
  two_factor_code_invalid: { pt: 'Código inválido ou já usado.', en: 'Invalid or already used code.' },
  two_factor_challenge_invalid: {
    pt: 'Esta etapa de verificação não vale mais. Entre novamente.',
    en: 'This verification step is no longer valid. Sign in again.',
  },
  two_factor_challenge_expired: {
    pt: 'O tempo para digitar o código acabou. Entre novamente.',
    en: 'The time to enter the code ran out. Sign in again.',
  },
  two_factor_attempts_exhausted: {
    pt: 'Códigos errados demais. Entre novamente.',
    en: 'Too many wrong codes. Sign in again.',
  },
  two_factor_already_enabled: {
    pt: 'A verificação em duas etapas já está ativa.',
    en: 'Two-step verification is already on.',
  },
  two_factor_not_started: {
    pt: 'Comece a ativação da verificação em duas etapas primeiro.',
    en: 'Start turning on two-step verification first.',
  },
  two_factor_not_enabled: {
    pt: 'A verificação em duas etapas não está ativa.',
    en: 'Two-step verification is not on.',
  },
  two_factor_password_invalid: { pt: 'Senha incorreta.', en: 'Wrong password.' },
  user_exists: {
    pt: 'Já existe um usuário cadastrado com este Nome de Usuário.',
    en: 'A user with this username already exists.',
  },
  captcha_required: { pt: 'Confirme o captcha!', en: 'Please confirm the captcha!' },
  captcha_invalid: { pt: 'Confirme o captcha!', en: 'Please confirm the captcha!' },
  unauthorized: { pt: 'Autenticação necessária.', en: 'Authentication required.' },
  invalid_token: { pt: 'Token inválido ou expirado.', en: 'Invalid or expired token.' },
  invalid_refresh_token: {
    pt: 'Sessão expirada. Entre novamente.',
    en: 'Your session has expired. Please sign in again.',
  },
  forbidden: { pt: 'Acesso negado.', en: 'Access denied.' },
  not_found: { pt: 'Não encontrado.', en: 'Not found.' },
  payload_too_large: { pt: 'O conteúdo enviado é grande demais.', en: 'The request body is too large.' },
  unsupported_media_type: { pt: 'Tipo de conteúdo não suportado.', en: 'Unsupported content type.' },
  headers_too_large: { pt: 'Os cabeçalhos da requisição são grandes demais.', en: 'The request headers are too large.' },
  request_timeout: { pt: 'A requisição demorou demais.', en: 'The request took too long.' },
  bad_request: { pt: 'Requisição inválida.', en: 'Bad request.' },
  rate_limited: {
    pt: 'Muitas tentativas. Tente novamente em alguns minutos.',
    en: 'Too many attempts. Try again in a few minutes.',
  },
  too_many_writes: {
    pt: 'Muitas alterações em pouco tempo. Aguarde um minuto e tente novamente.',
    en: 'Too many changes in a short time. Wait a minute and try again.',
  },
  internal_error: {
    pt: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    en: 'An unexpected error occurred. Please try again later.',
  },
  fill_required_fields: { pt: 'Preencha todos os campos obrigatórios.', en: 'Fill in all required fields.' },
  category_exists: {
    pt: 'Já existe uma categoria com este nome e tipo.',
    en: 'A category with this name and type already exists.',
  },
  account_holder_exists: {
    pt: 'Já existe uma pessoa/conta com este nome.',
    en: 'An account holder with this name already exists.',
  },
  category_in_use: {
    pt: 'Esta categoria é usada por lançamentos financeiros, parcelamentos ou recorrências e não pode ser excluída.',
    en: 'This category is used by financial entries, installment plans or recurring entries and cannot be deleted.',
  },
  category_type_in_use: {
    pt: 'O tipo desta categoria não pode mudar: ela é usada por lançamentos financeiros, parcelamentos, recorrências ou orçamentos.',
    en: "This category's type cannot change: it is used by financial entries, installment plans, recurring entries or budgets.",
  },
  account_holder_in_use: {
    pt: 'Esta pessoa/conta é usada por parcelamentos e não pode ser excluída.',
    en: 'This account holder is used by installment plans and cannot be deleted.',
  },
  bank_card_in_use: {
    pt: 'Este cartão é usado por parcelamentos, lançamentos, faturas pagas ou recorrências e não pode ser excluído.',
    en: 'This card is used by installment plans, entries, paid bills or recurring entries and cannot be deleted.',
  },
  bank_account_exists: {
    pt: 'Já existe uma conta bancária com este nome.',
    en: 'A bank account with this name already exists.',
  },
  bank_account_in_use: {
    pt: 'Esta conta tem movimentações ou recorrências e não pode ser excluída; arquive-a.',
    en: 'This account has movements or recurring entries and cannot be deleted; archive it instead.',
  },
  entry_linked_to_installment: {
    pt: 'Lançamentos de um parcelamento não podem ser editados; altere o parcelamento.',
    en: 'Entries of an installment plan cannot be edited; edit the plan instead.',
  },
  installment_entry_delete: {
    pt: 'Este lançamento é uma parcela de um parcelamento e não pode ser excluído sozinho; altere ou exclua o parcelamento.',
    en: 'This entry is an installment of a plan and cannot be deleted on its own; edit or delete the plan instead.',
  },
  entry_already_paid: {
    pt: 'Este lançamento já foi pago ou recebido.',
    en: 'This entry has already been paid or received.',
  },
  statement_paid: {
    pt: 'Esta fatura já está paga: ela não ganha nem perde lançamentos.',
    en: 'This bill is already paid: it neither gains nor loses items.',
  },
  statement_nothing_to_pay: {
    pt: 'Não há nada a pagar nesta fatura.',
    en: 'There is nothing left to pay on this bill.',
  },
  pay_the_statement: {
    pt: 'Este lançamento é de um cartão: ele é pago pela fatura. Use "Pagar fatura".',
    en: 'This entry is on a card: it is paid with the card’s bill. Use "Pay bill".',
  },
  carry_statement_paid: {
    pt: 'O saldo que este pagamento deixou já foi pago na fatura seguinte: desfaça aquele pagamento primeiro.',
    en: 'The balance this payment left was already paid on the next bill: undo that payment first.',
  },
  carry_item_locked: {
    pt: 'Este item é o saldo de uma fatura anterior: ele sai quando o pagamento daquela fatura é desfeito.',
    en: 'This item is the balance carried from an earlier bill: it goes when that bill’s payment is undone.',
  },
  import_balance_row: {
    pt: 'Linha de saldo ou total, não um movimento.',
    en: 'A balance or total row, not a movement.',
  },
  import_future_row: {
    pt: 'Lançamento futuro ou agendado: ainda não aconteceu.',
    en: 'A future or scheduled row: it has not happened yet.',
  },
  import_zero_amount: { pt: 'Valor zero.', en: 'Zero amount.' },
  import_field_count: {
    pt: 'A linha não tem o número de colunas do arquivo.',
    en: 'The row does not have the file’s number of columns.',
  },
  import_credit_and_debit: {
    pt: 'A linha tem valor de crédito e de débito ao mesmo tempo.',
    en: 'The row has both a credit and a debit amount.',
  },
  import_amount_missing: { pt: 'A linha não tem valor.', en: 'The row has no amount.' },
  import_amount_ambiguous: {
    pt: 'Valor ambíguo: não dá para saber qual é o separador decimal.',
    en: 'Ambiguous amount: the decimal separator cannot be told.',
  },
  import_card_payment_unmatched: {
    pt: 'Pagamento da fatura no arquivo do cartão: nenhum pagamento registrado com este valor; registre-o pelo extrato da conta.',
    en: 'A bill payment in the card’s file: no recorded payment has this amount; import it from the account’s statement.',
  },
  import_statement_payment_unmatched: {
    pt: 'Parece o pagamento de uma fatura, mas nenhuma fatura em aberto tem este valor: importe antes o arquivo do cartão e depois este extrato de novo, ou importe a linha como despesa.',
    en: 'This looks like a card bill payment, but no open bill has this amount: import the card’s file first and then this statement again, or import the row as an expense.',
  },
  import_mapping_column: {
    pt: 'Escolha as colunas de data, descrição e valor (ou crédito e débito) do arquivo.',
    en: 'Choose the file’s date, description and amount (or credit and debit) columns.',
  },
  import_target_required: {
    pt: 'Escolha uma conta ou um cartão (apenas um).',
    en: 'Choose one account or one card.',
  },
  import_statement_choice: {
    pt: 'Este arquivo não tem esse extrato.',
    en: 'This file has no such statement.',
  },
  import_unknown_row: {
    pt: 'Esta linha não existe nesta importação.',
    en: 'This row is not part of this import.',
  },
  import_file_required: { pt: 'Escolha um arquivo de extrato.', en: 'Choose a statement file.' },
  import_target_mismatch: {
    pt: 'Este extrato é de um cartão e foi escolhida uma conta, ou o contrário: escolha o destino do tipo do extrato.',
    en: 'This statement is a card’s and an account was chosen, or the other way round: choose a destination of the statement’s kind.',
  },
  import_unreadable: {
    pt: 'Não foi possível ler o arquivo.',
    en: 'The file could not be read.',
  },
  import_not_bank_file: {
    pt: 'Este arquivo não é um extrato OFX ou CSV.',
    en: 'This file is not an OFX or CSV statement.',
  },
  import_no_transactions: {
    pt: 'O arquivo não tem nenhum lançamento.',
    en: 'The file has no transactions.',
  },
  import_unknown_layout: {
    pt: 'Não reconhecemos as colunas deste CSV: indique quais são a data, a descrição e o valor.',
    en: 'This CSV’s columns are not a known layout: say which are the date, the description and the amount.',
  },
  import_charset_unknown: {
    pt: 'Codificação de caracteres desconhecida.',
    en: 'Unknown character encoding.',
  },
  import_too_many_rows: {
    pt: 'O arquivo tem mais de 10.000 linhas: divida-o por período.',
    en: 'The file has more than 10,000 rows: split it by period.',
  },
  import_already_confirmed: {
    pt: 'Esta importação já foi confirmada.',
    en: 'This import was already confirmed.',
  },
  import_expired: {
    pt: 'Esta prévia expirou: envie o arquivo de novo.',
    en: 'This preview has expired: send the file again.',
  },
  import_undo_expired: {
    pt: 'Esta importação tem mais de 30 dias e não pode mais ser desfeita.',
    en: 'This import is more than 30 days old and can no longer be undone.',
  },
  import_not_confirmed: {
    pt: 'Esta importação não foi confirmada: não há o que desfazer.',
    en: 'This import was not confirmed: there is nothing to undo.',
  },
  import_changed_since: {
    pt: 'Um lançamento desta importação foi alterado ou pago depois dela: desfaça essa alteração primeiro.',
    en: 'An entry of this import was edited or paid since: undo that change first.',
  },
  import_in_progress: {
    pt: 'Outra importação desta conta está sendo gravada: tente de novo em instantes.',
    en: 'Another import into this account is being written: try again in a moment.',
  },
  statement_payment_not_found: {
    pt: 'Pagamento de fatura não encontrado.',
    en: 'Bill payment not found.',
  },
  entry_not_on_card: {
    pt: 'Este lançamento não é de um cartão com faturas.',
    en: 'This entry is not on a card with bills.',
  },
  card_has_statement_items: {
    pt: 'Este cartão tem lançamentos em faturas: mantenha os dias de fechamento e vencimento.',
    en: 'This card has items on its bills: keep its closing and due days.',
  },
  database_unavailable: {
    pt: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  account_not_empty: {
    pt: 'Sua conta já tem dados: a importação só é feita em uma conta vazia.',
    en: 'Your account already has data: data can only be imported into an empty account.',
  },
  data_import_in_progress: {
    pt: 'Seus dados estão sendo importados: tente de novo em instantes.',
    en: 'Your data is being imported: try again in a moment.',
  },
  // Card upload (docs/product-rules.md#limits, docs/product-rules.md#card-collection). A file's problem names the part of its name that is wrong.
  files_required: { pt: 'Selecione pelo menos uma imagem PNG.', en: 'Select at least one PNG image.' },
  too_many_files: { pt: 'Envie no máximo 50 arquivos por vez.', en: 'Send at most 50 files at a time.' },
  no_png_files: {
    pt: 'Nenhum dos arquivos é uma imagem PNG. Envie arquivos .png.',
    en: 'None of the files is a PNG image. Send .png files.',
  },
  no_card_saved: {
    pt: 'Nenhuma imagem foi salva: confira o nome e o conteúdo de cada arquivo.',
    en: 'No image was saved: check the name and the content of each file.',
  },
  file_not_png: { pt: 'O conteúdo do arquivo não é uma imagem PNG.', en: 'The file content is not a PNG image.' },
  file_png_invalid: {
    pt: 'O arquivo PNG está corrompido ou incompleto.',
    en: 'The PNG file is damaged or incomplete.',
  },
  file_too_large: { pt: 'O arquivo passa de 2 MiB.', en: 'The file is larger than 2 MiB.' },
  file_image_too_large: {
    pt: 'A imagem passa de 4096 × 4096 pixels.',
    en: 'The image is larger than 4096 × 4096 pixels.',
  },
  file_duplicate: {
    pt: 'Outro arquivo deste envio tem a mesma coleção e o mesmo número de carta.',
    en: 'Another file in this upload has the same set and card number.',
  },
  file_invalid: { pt: 'O campo files deve conter arquivos.', en: 'The files field must hold files.' },
  file_name_extension: { pt: 'O nome do arquivo deve terminar em .png.', en: 'The file name must end in .png.' },
  file_name_parts: {
    pt: 'O nome deve ter 9 partes separadas por _ (coleção, número da versão, número da carta, nome, raridade, tipo, HP, estágio, booster).',
    en: 'The name must have 9 parts separated by _ (set, version number, card number, name, rarity, type, HP, stage, booster).',
  },
  file_name_version: {
    pt: 'Nome de coleção inválido: use letras, dígitos, espaços simples, hífens, pontos e apóstrofos (até 40), como GeneticApex, Genetic Apex, Eevee Grove ou Promo-A.',
    en: 'Invalid set name: use letters, digits, single spaces, hyphens, dots and apostrophes (up to 40), such as GeneticApex, Genetic Apex, Eevee Grove or Promo-A.',
  },
  file_name_version_number: {
    pt: 'O número da versão deve ser um inteiro positivo ou o código da coleção (A1, A1a, A2, A2a, A2b, A3).',
    en: 'The version number must be a positive whole number or the code of the set (A1, A1a, A2, A2a, A2b, A3).',
  },
  file_name_card_number: {
    pt: 'O número da carta deve ter apenas dígitos (até 10).',
    en: 'The card number must be digits only (up to 10).',
  },
  file_name_card_name: {
    pt: 'O nome da carta deve ter apenas letras (com acentos), dígitos, ♀, ♂, espaços simples, hífens, pontos, apóstrofos, dois-pontos e &, começando por letra ou dígito (até 80).',
    en: 'The card name must be letters (accents allowed), digits, ♀, ♂, single spaces, hyphens, dots, apostrophes, colons and & only, starting with a letter or digit (up to 80).',
  },
  file_name_rarity: {
    pt: 'Raridade desconhecida: use 1D, 2D, 3D, 4D, 1S, 2S, 3S, CR, 1SH ou 2SH (ou Diamante, Dois Diamantes, Tres Diamantes, Quatro Diamantes, Estrela, Duas Estrelas, Tres Estrelas, Rei, Shinny, Duas Shinnys).',
    en: 'Unknown rarity: use 1D, 2D, 3D, 4D, 1S, 2S, 3S, CR, 1SH or 2SH (or Diamante, Dois Diamantes, Tres Diamantes, Quatro Diamantes, Estrela, Duas Estrelas, Tres Estrelas, Rei, Shinny, Duas Shinnys).',
  },
  file_name_type: {
    pt: 'O tipo ou suporte deve ser uma palavra (letras e dígitos, começando por letra).',
    en: 'The type or support must be one word (letters and digits, starting with a letter).',
  },
  file_name_hp: { pt: 'O HP deve ter até 4 dígitos, ou ser Null.', en: 'The HP must be up to 4 digits, or Null.' },
  file_name_stage: {
    pt: 'O estágio deve ser uma palavra (Basic, Stage1, Stage2, Trainer, Basico, Estagio 1, Estagio 2, Treinador…).',
    en: 'The stage must be one word (Basic, Stage1, Stage2, Trainer, Basico, Estagio 1, Estagio 2, Treinador…).',
  },
  file_name_booster: {
    pt: 'Booster desconhecido: use Any (ou Qualquer), Mewtwo, Pikachu, Charizard, Mew, Dialga, Palkia, Arceus, Shiny Charizard, Solgaleo ou Lunala.',
    en: 'Unknown booster: use Any (or Qualquer), Mewtwo, Pikachu, Charizard, Mew, Dialga, Palkia, Arceus, Shiny Charizard, Solgaleo or Lunala.',
  },
  demo_rate_limited: {
    pt: 'Muitas demonstrações criadas deste endereço. Tente novamente mais tarde.',
    en: 'Too many demos were created from this address. Try again later.',
  },
  demo_capacity: {
    pt: 'A demonstração está cheia no momento. Tente novamente mais tarde ou crie sua conta.',
    en: 'The demo is full right now. Try again later or create your account.',
  },
  not_a_demo: {
    pt: 'Esta conta não é uma demonstração.',
    en: 'This account is not a demo.',
  },
  // Success messages.
  user_created: { pt: 'Usuário criado com sucesso!', en: 'User created successfully!' },
}

/** The supported language of a language tag (pt, pt-BR, pt-PT → pt; en, en-US → en), if any. */
function supportedLanguage(tag: string): Language | undefined {
  const primary = tag.split(/[-_]/)[0]
  return primary === 'pt' || primary === 'en' ? primary : undefined
}

/**
 * Language of a request from its Accept-Language header: the supported language (pt*, en*) with
 * the highest q-value (the first listed on a tie); English when none is acceptable.
 */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en'
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='))
      return { language: supportedLanguage(tag.trim().toLowerCase()), q: q ? Number(q.slice(2)) || 0 : 1, order }
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return ranked[0]?.language ?? 'en'
}

/** The text of `key` in `language`. */
export function translate(key: MessageKey, language: Language): string {
  return messages[key][language]
}
