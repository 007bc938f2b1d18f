# PlanesForge explanations (RULES.md §2, §4, §5), Brazilian Portuguese.
# Every message here exists in every language, with the same
# placeholders. Terms: see book/pt-BR/src/glossary.md.

score-groups = { $a } (pontos de partida: { $apoints }) joga contra { $b } (pontos de partida: { $bpoints }).
floated-odd-group = { $player } desceu do seu grupo de pontuação ({ $from } PP) para enfrentar um oponente com { $to } PP: esse grupo tinha { $size } jogadores, um número ímpar, e { $player } tinha a pior colocação nele.
floated-rematch = { $player } desceu de { $from } para { $to } PP, embora o pareamento ideal mantivesse { $player } no próprio grupo de pontuação: só assim era possível evitar uma revanche.
slide-kept = Esta mesa é o pareamento ideal do grupo de pontuação (o deslizamento).
rematch-avoided = O deslizamento foi alterado: { $player } já tinha jogado contra { $opponent } na rodada { $round }.
seating-shifted = O deslizamento foi alterado para evitar revanches em outras mesas da rodada: { $pairs }.
seating-shifted-pair = { $player } e { $opponent } (rodada { $round })
forced-rematch = { $a } e { $b } já se enfrentaram na rodada { $round }: não existia nenhum pareamento desta rodada sem revanche.
bye = { $player } recebe o bye: entre os jogadores ativos com menos byes ({ $byes }; { $candidates } no total), { $player } tem a pior colocação (posição { $rank } de { $field }).
manual-change = O organizador alterou esta mesa; o sistema de pareamento a teria montado de outro jeito.
corrected-after-pairing = Depois do pareamento desta rodada, o organizador corrigiu { $count ->
    [one] um resultado de uma rodada anterior
   *[other] { $count } resultados de rodadas anteriores
 }: { $corrections }. Uma rodada já pareada não é pareada de novo depois de uma correção, então estes pareamentos continuam valendo; cada mesa é explicada pelos resultados como estavam no momento do pareamento.
corrected-after-pairing-item = rodada { $round }, mesa { $table } ({ $at })
missed-rounds = { $player } perdeu { $count ->
    [one] uma rodada
   *[other] { $count } rodadas
 } (entrada atrasada ou readmissão): cada uma conta no seu MW% como uma rodada sem pontos, sem oponente e sem jogos, e não é um bye.
rank-omw = { $upper } (posição { $rank }) fica à frente de { $lower } com os mesmos pontos de partida ({ $points }), desempate pelo OMW%: { $uppervalue } ({ $upperfraction }) contra { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (posição { $rank }) fica à frente de { $lower } com os mesmos pontos de partida ({ $points }) e o mesmo OMW%, desempate pelo GW%: { $uppervalue } ({ $upperfraction }) contra { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (posição { $rank }) fica à frente de { $lower } com os mesmos pontos de partida ({ $points }), OMW% e GW%, desempate pelo OGW%: { $uppervalue } ({ $upperfraction }) contra { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (posição { $rank }) fica à frente de { $lower }: pontos de partida ({ $points }), OMW%, GW% e OGW% são todos iguais, então decidiu a ordem fixa (nomes comparados caractere por caractere pelo ponto de código Unicode, sem diferenciar maiúsculas e minúsculas — não é ordem alfabética).
rank-fixed-id = { $upper } (posição { $rank }) fica à frente de { $lower }: pontos de partida ({ $points }), OMW%, GW% e OGW% são todos iguais e os nomes só diferem em maiúsculas e minúsculas, então a ordem fixa decidiu pelo id do jogador: { $upperid } antes de { $lowerid }.

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = Requisição inválida
title-401 = Não autorizado
title-403 = Proibido
title-404 = Não encontrado
title-405 = Método não permitido
title-409 = Conflito
title-410 = Não existe mais
title-413 = Conteúdo grande demais
title-415 = Tipo de mídia não suportado
title-422 = Entidade não processável
title-429 = Requisições demais
title-500 = Erro interno do servidor
title-503 = Serviço indisponível

error-internal = ocorreu um erro interno
error-database-unavailable = o banco de dados está indisponível no momento; tente de novo em instantes
error-storage-unavailable = o banco de dados não consegue gravar esta alteração agora (o disco pode estar cheio); nada foi alterado, tente de novo mais tarde
error-not-json = o corpo da requisição deve ser JSON (Content-Type: application/json)
error-not-form = o corpo da requisição deve ser um formulário (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = o corpo da requisição tem mais de { $limit } bytes
error-invalid-body = corpo da requisição inválido: { $error }
error-body-not-object = o corpo da requisição deve ser um objeto JSON ({ "{" } … { "}" })
error-malformed-json = JSON malformado: { $error }
error-unreadable-body = não foi possível ler o corpo: { $error }
error-body-not-utf8 = o corpo não está em UTF-8
error-invalid-path-parameter = parâmetro de caminho inválido: { $error }
error-invalid-path = caminho inválido: { $error }
error-invalid-query-parameter = parâmetro de consulta inválido: { $error }
error-invalid-query = consulta inválida: { $error }
error-no-resource = nenhum recurso em { $path }
error-limit-too-small = limit deve ser no mínimo 1
error-unknown-cursor = cursor desconhecido { $cursor }

error-auth-header-not-text = o cabeçalho Authorization não é um texto válido
error-auth-expected-bearer = esperado `Authorization: Bearer <api_key>`
error-auth-required = esta requisição precisa de `Authorization: Bearer <api_key>`
error-unknown-api-key = chave de API desconhecida
error-sign-up-closed = o cadastro está fechado: envie o token de administrador como Bearer
error-wrong-admin-token = token de administrador errado
error-forbidden-tournament = o torneio { $id } pertence a outro organizador
error-rate-limited = requisições demais: no máximo { $per_minute } por minuto (picos de { $burst }); tente de novo em { $retry_after } s
error-idempotency-key-invalid = Idempotency-Key deve ter de { $min } a { $max } caracteres ASCII visíveis (envie um UUID)
error-too-many-streams = fluxos de eventos abertos demais a partir deste endereço: no máximo { $limit } ao mesmo tempo; feche um ou tente de novo em { $retry_after } s
error-idempotency-key-reused = esta Idempotency-Key já foi usada com outra requisição (método, caminho ou corpo); use uma chave nova para uma requisição nova
error-idempotency-in-progress = uma requisição com esta Idempotency-Key ainda está sendo processada; tente de novo em instantes

error-name-empty = o nome { $what ->
    [tournament] do torneio
    [player] do jogador
    [organizer] do organizador
    [key] da chave
   *[other] ({ $what })
} está vazio
error-name-too-long = o nome { $what ->
    [tournament] do torneio
    [player] do jogador
    [organizer] do organizador
    [key] da chave
   *[other] ({ $what })
} tem mais de 200 caracteres
error-name-control = o nome { $what ->
    [tournament] do torneio
    [player] do jogador
    [organizer] do organizador
    [key] da chave
   *[other] ({ $what })
} contém caracteres de controle
error-name-bidi = o nome { $what ->
    [tournament] do torneio
    [player] do jogador
    [organizer] do organizador
    [key] da chave
   *[other] ({ $what })
} contém um caractere de controle de direção do texto ({ $character }) na posição { $position }; remova-o
error-name-invisible = o nome { $what ->
    [tournament] do torneio
    [player] do jogador
    [organizer] do organizador
    [key] da chave
   *[other] ({ $what })
} não tem nada visível: só espaços, caracteres de formatação invisíveis ou marcas combinantes
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players deve ter de 1 a { $max } entradas, não { $count }
error-planned-rounds = planned_rounds deve estar entre 1 e { $max }, não { $value }
error-tournament-not-found = não existe o torneio { $id }
error-player-not-found = não existe o jogador { $id }
error-round-not-found = não existe a rodada { $round }
error-no-round = ainda não há rodada para mostrar: nenhuma foi publicada
error-table-not-found = a rodada { $round } não tem a mesa { $table }
error-webhook-not-found = não existe o webhook { $id }
error-player-already-dropped = { $player } já saiu do torneio (drop) depois da rodada { $round }

error-round-still-pairing = a rodada { $round } ainda está sendo pareada: publique-a e registre os resultados dela primeiro
error-round-results-missing = faltam resultados na rodada { $round } ({ $missing }): registre-os antes de parear a rodada { $next }
error-not-enough-players = jogadores ativos: { $active }; uma rodada precisa de pelo menos 2
error-round-published = a rodada { $round } { $state ->
    [completed] já terminou
   *[other] já foi publicada
}: os pareamentos dela estão fixos
error-round-not-latest = a rodada { $round } não é a última rodada
error-round-not-published = a rodada { $round } ainda não foi publicada: publique-a antes de registrar resultados
error-round-frozen = a rodada { $round } não é mais a última rodada: os resultados dela estão congelados
error-playoff-pairings-fixed = a rodada { $round } é uma rodada do top cut: os pareamentos dela seguem a chave (/book/pt-BR/pairings-and-standings.html#bracket)
error-playoff-round-has-results = a rodada { $round } do top cut já registra uma vitória por W.O.: ela não pode ser excluída
error-same-player = player_a e player_b são o mesmo jogador
error-player-not-in-round = o jogador { $player } não está pareado na rodada { $round }
error-same-players-table = os dois jogadores estão na mesma mesa: trocá-los não muda nada
error-same-table = table_a e table_b são a mesma mesa
error-bye-table-swap = a mesa { $table } é o bye, que fica depois da última mesa
error-bye-has-no-result = a mesa { $table } é o bye: não precisa de resultado
error-next-round-not-completed = faltam resultados na rodada { $round }: complete-a antes de parear a próxima rodada
error-next-playoff-started = o top cut começou na rodada { $round }: não é possível parear mais rodadas suíças
error-not-swiss-round = a rodada { $round } é uma rodada do top cut: ela não tem pareamento suíço

error-result-too-many-wins = resultado impossível { $result }: no máximo 2 jogos vencidos
error-result-too-many-losses = resultado impossível { $result }: no máximo 2 jogos perdidos
error-result-both-won-two = resultado impossível { $result }: os dois jogadores não podem vencer 2 jogos
error-result-too-many-draws = resultado impossível { $result }: no máximo 3 jogos empatados
error-result-no-games = resultado impossível 0-0-0: pelo menos um jogo (um empate intencional é 0-0-3)
error-result-playoff-draw = resultado impossível { $result }: uma partida do top cut não pode terminar empatada
error-result-playoff-double-loss = resultado impossível: uma partida do top cut não pode terminar em derrota dupla; ela precisa de um vencedor
error-result-double-loss-games = resultado impossível { $result }: uma derrota dupla é 0-2-0 para cada jogador

error-standings-round-not-found = after_round { $requested }: essa rodada não existe (a última rodada é a { $last })
error-standings-round-not-completed = after_round { $round }: a rodada { $round } não está completa
error-standings-overflow = uma fração de desempate é grande demais para ser representada exatamente

error-cut-size = um top cut de { $size } é impossível: o tamanho deve ser uma potência de dois, no mínimo 2
error-cut-not-enough-players = um top cut de { $size } é impossível: jogadores ativos: { $active }
error-cut-swiss-unfinished = o top cut só começa depois que a última rodada suíça estiver completa
error-top-cut-exists = este torneio já tem o seu top cut
error-top-cut-not-found = este torneio ainda não tem top cut
error-tournament-finished = o torneio está encerrado: não pode mais ser alterado
error-round-has-results = a rodada { $round } não pode voltar ao pareamento: resultados registrados: { $results }, mesas com resultado informado ou confirmado por um jogador: { $reports }. Remova esses resultados primeiro (remover um resultado também apaga o que os jogadores daquela mesa informaram) ou corrija-os
error-round-completed = a rodada { $round } está completa: os resultados dela podem ser corrigidos, mas não removidos, e ela não pode mais ser despublicada
error-player-has-played = este jogador já foi pareado numa rodada publicada: dê drop nele em vez de remover a inscrição
error-tournament-not-finished = o torneio não está encerrado (o estado dele é { $status }): só um torneio encerrado pode ser reaberto
error-top-cut-planned = este torneio prevê um top cut de { $size }: crie-o, ou defina top_cut como 0 antes de encerrar
error-top-cut-not-wanted = este torneio está configurado sem top cut (top_cut 0): altere a configuração primeiro
error-top-cut-started = o top cut começou: isto não pode mais ser alterado
error-invalid-top-cut = top_cut deve ser null (decidir depois), 0 (nenhum) ou uma potência de dois, no mínimo 2, não { $value }
error-planned-rounds-below-paired = planned_rounds não pode ser { $value }: rodadas suíças já pareadas: { $paired }
error-planned-rounds-reached = todas as rodadas suíças previstas ({ $planned }) foram pareadas: aumente planned_rounds para parear outra, ou comece o top cut
error-cut-line-top-cut-started = o top cut começou: não há rodada suíça para aconselhar
error-no-round-to-advise = nenhuma rodada está para ser jogada: pareie (e publique) a próxima rodada primeiro
error-playoff-not-a-bracket = as rodadas do top cut não seguem a chave (/book/pt-BR/pairings-and-standings.html#bracket): { $problem }

error-document-json = documento de torneio malformado: { $error }
error-document-format = format: esperado { $expected }, encontrado { $found }
error-table-number-too-large = rodada { $round }: o número de mesa { $table } é grande demais
error-at-table = rodada { $round } mesa { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: o id está vazio
error-history-duplicate-id = players[{ $index }]: id de jogador duplicado { $id } (já usado por players[{ $first }])
error-history-too-many-players = players: { $count } jogadores é mais do que o suportado
error-history-drop-after-last = jogador { $player }: dropped_after_round { $dropped } é depois da última rodada ({ $last })
error-history-round-order = rounds[{ $index }]: número de rodada { $found } fora de ordem, esperado { $expected }
error-history-swiss-after-playoff = rodada { $round }: uma rodada suíça depois de uma rodada do top cut
error-history-incomplete = sem resultado, mas a rodada { $later } já existe
error-history-table-zero = os números de mesa começam em 1
error-history-duplicate-table = a mesa { $table } aparece duas vezes na rodada
error-history-unknown-player = jogador desconhecido { $player }
error-history-player-twice = o jogador { $player } já está pareado na mesa { $table } desta rodada
error-history-paired-after-drop = o jogador { $player } está pareado depois de sair do torneio (drop depois da rodada { $round })
error-history-bye-in-playoff = uma rodada do top cut não pode ter bye
error-history-bye-result = um bye vale 2-0-0, não { $result }
error-history-bye-mismatch = "bye" deve ser true exatamente quando player_b é null

error-url-too-long = a URL tem mais de 2000 caracteres
error-url-invalid = { $url } não é uma URL: { $error }
error-url-scheme = o esquema da URL deve ser http ou https, não { $scheme }
error-url-no-host = a URL não tem host
error-url-private = a URL aponta para um endereço local ou privado, que este servidor não chama
error-events-empty = events está vazio: assine pelo menos um evento
error-event-unknown = evento desconhecido { $event }: esperado um de { $expected }
error-idempotency-replay-unavailable = a primeira resposta desta Idempotency-Key não pode ser repetida; verifique o recurso antes de tentar de novo com uma chave nova
error-idempotency-replay-withheld = a requisição com esta Idempotency-Key já foi feita; a resposta dela continha uma chave de API nova, que é mostrada só uma vez e não é repetida
error-too-many-players = um torneio comporta no máximo { $max } jogadores: ele tem { $existing }, e mais { $adding } não cabem
error-too-many-rounds = um torneio tem no máximo { $max } rodadas suíças; comece o top cut
error-document-too-many-rounds = o documento tem { $swiss } rodadas suíças; no máximo { $max } são aceitas
error-in-round = rodada { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } é impossível: de 1 a { $max }, e não menos que o número de rodadas suíças do documento ({ $swiss })
error-document-top-cut = top_cut: { $top_cut } não é 0 (sem top cut) nem uma potência de dois, no mínimo 2
error-document-top-cut-mismatch = top_cut { $top_cut } contradiz o top cut jogado, que é um top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: o jogador { $player } não pode ter perdido a rodada { $round } (não é uma rodada suíça do documento, é depois do drop do jogador, ou está fora da ordem crescente)
error-document-round-state = o estado "{ $state }" é impossível: { $error }
error-document-state-not-latest = só a última rodada pode estar "pairing" ou "published"
error-document-state-result-in-pairing = uma rodada sendo pareada ainda não tem resultados
error-document-state-published-complete = todos os resultados estão registrados, então a rodada está "completed"
error-document-state-completed-incomplete = falta um resultado
error-document-empty-round = a rodada não tem mesas
error-document-too-many-byes = um segundo bye (a mesa { $table } já tem um); uma rodada tem no máximo um bye
error-document-paired-in-missed-round = o jogador { $player } está pareado numa rodada listada nos missed_rounds dele
error-document-player-missing = o jogador { $player } (players[{ $index }]) está ativo nesta rodada, mas não está pareado: não saiu antes dela, e a rodada não está nos missed_rounds dele
error-document-not-enough-players = jogadores pareados: { $seated }; uma rodada suíça precisa de pelo menos 2
error-document-playoff-without-swiss = uma rodada do top cut precisa de rodadas suíças antes dela: os seeds do top cut vêm da classificação do suíço
error-document-bracket-size = um top cut de { $tables } mesas não é uma chave: o top cut deve ser uma potência de dois, no mínimo 2 jogadores
error-document-bracket-tables = a chave tem { $expected } partida(s) nesta rodada, o documento { $found }
error-document-bracket-mismatch = a chave pareia aqui o seed { $seed_a } ({ $player_a }) contra o seed { $seed_b } ({ $player_b }), com o seed mais alto como player_a
error-document-playoff-after-final = uma rodada do top cut depois da final
error-too-many-webhooks = um organizador pode registrar no máximo { $max } webhooks: exclua um antes de adicionar outro
error-method-not-allowed = { $method } não é permitido aqui; permitidos: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } não saiu do torneio: só um jogador que deu drop pode ser readmitido
error-history-missed-round = jogador { $player }: a rodada perdida { $round } deve ser uma rodada suíça do torneio em que o jogador não está pareado, não depois do drop dele, listada uma vez em ordem crescente
error-forbidden-organizer = o organizador { $id } não é o organizador desta chave de API
error-insufficient-scope = esta chave tem o escopo { $scope }; isto precisa de uma chave de escopo { $need } (o livro: Chaves e escopos)
error-key-not-found = não existe a chave de API { $id }
error-last-full-key = { $id } é a última chave full: sem uma, ninguém poderia gerenciar as chaves nem alterar os eventos; crie outra chave full primeiro e depois revogue esta
error-filter-status = status deve ser registration, swiss, top_cut ou finished, não { $value }
error-filter-order = order deve ser asc ou desc, não { $value }
error-filter-since = since deve ser uma data e hora com o fuso (2026-12-03T10:00:00Z), não { $value }
error-filter-action = action deve ser uma das ações do registro de auditoria (ex.: result_corrected), não { $value }
error-filter-via = via deve ser api ou console, não { $value }
error-unsupported-content-encoding = o Content-Encoding { $encoding } do corpo da requisição não é suportado; envie sem codificação ou em um destes: { $supported }
error-body-not-decodable = o corpo da requisição não é um dado { $encoding } válido, como diz o Content-Encoding dele
error-book-path = { $path } não é uma página do livro
error-cors-origin = preflight CORS recusado: a origem { $origin } não pode chamar esta API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = preflight CORS recusado: o método pedido não é permitido em requisições de outra origem
error-cors-headers = preflight CORS recusado: um cabeçalho pedido não é permitido em requisições de outra origem
error-cors-preflight = preflight CORS recusado: a requisição de preflight está malformada (Origin ou Access-Control-Request-Method ausente ou inválido)
warning-duplicate-name = { $name } tem o mesmo nome que { $other }, que se inscreveu antes: aceito; as folhas impressas os numeram (#1), (#2), … na ordem de inscrição

# Tournament settings.
error-invalid-language = language deve ser um de { $codes } (ou null), não "{ $value }"
error-invalid-starts-at = "{ $value }" não é uma data e hora RFC 3339 com fuso (como 2026-12-04T19:00:00+01:00 ou 2026-12-04T18:00:00Z)
error-invalid-time-zone = "{ $value }" não é um fuso horário conhecido pelo banco de dados de fusos da IANA (como America/Sao_Paulo)
error-text-too-long = no máximo { $max } caracteres
error-text-control = caracteres de controle e controles bidirecionais não são permitidos (encontrado { $character })
error-metadata-not-object = deve ser um objeto cujos valores são strings, como {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = no máximo { $max } chaves, não { $count }
error-metadata-key = a chave "{ $key }" deve ter de 1 a { $max } caracteres e nenhum caractere de controle
error-metadata-value-not-string = o valor deve ser uma string

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = Rodada { $round }
print-kind-swiss = Suíço
print-kind-playoff = Top cut
print-state-pairing = sendo pareada
print-state-published = publicada
print-state-completed = completa
print-by-table = Pareamentos por mesa
print-by-name = Pareamentos por nome
print-standings = Classificação após a rodada { $round }
print-final-standings = Classificação final (top { $cut }; classificação do suíço após a rodada { $round })
print-starts = Início: { $time }
print-printed = Impresso em { $time }
print-time = { $day } de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
 } de { $year }, { $hour }:{ $minute } { $zone }
print-table = Mesa
print-player = Jogador
print-opponent = Oponente
print-result = Resultado
print-record = Campanha
print-record-note = Campanha: vitórias-derrotas-empates antes desta rodada.
print-place = Colocação
print-swiss-rank = Posição no suíço
print-rank = Posição
print-points = Pontos
print-wld = V-D-E
print-missed = Perdidas
print-bye = BYE
print-bye-result = bye
print-double-loss = derrota dupla
print-dropped = drop
print-slips = Súmulas de resultado
print-games-won = Jogos vencidos
print-games-lost = Jogos perdidos
print-games-drawn = Jogos empatados
print-signature = Assinatura
print-slip-note = Os dois jogadores preenchem os jogos e assinam; entreguem a súmula ao organizador.
print-slip-online = Ou informe o resultado na sua página de jogador: { $url } (o link da sua ficha de código).
print-bracket = Chave do top { $cut }
bracket-final = Final
bracket-semifinal = Semifinais
bracket-quarterfinal = Quartas de final
bracket-round-of = Top { $players }
bracket-champion = Campeão
bracket-seed = { $seed }º do suíço
bracket-vs = x
bracket-won = { $name } venceu por { $wins }–{ $losses }
bracket-forfeit = por W.O.
bracket-to-come = a definir
bracket-playing = em andamento

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = este código não é um código de jogador (confira, ou peça um novo ao organizador)
error-player-code-forbidden = um código de jogador só pode ser usado em /api/v1/me; todo o resto precisa da chave do organizador
error-player-code-required = esta requisição precisa de `Authorization: Player <code>`
error-player-code-guesses = códigos errados demais a partir deste endereço ou para este código; tente de novo em { $retry_after } s
player-round = Rodada { $round }
player-bye = Você está de bye nesta rodada: não há partida para jogar.
player-not-seated = Você não tem mesa nesta rodada.
player-result-double-loss = Resultado: derrota dupla (os dois jogadores perderam a partida; para você conta como 0-2 em jogos)
player-record = Campanha { $wins }-{ $losses }-{ $draws }, pontos de partida: { $points }
player-rank = Posição { $rank } de { $of } após a rodada { $round }
player-final-place = Colocação final: { $place }º lugar
player-dropped = drop
player-no-round = Nenhuma rodada foi publicada ainda. Esta página se atualiza quando isso acontecer.
player-finished = O torneio terminou.
player-champion = Campeão: { $name }
player-out-of-playoff = Você não está (ou não está mais) no top cut: não há partida para você nesta rodada. Sua colocação está abaixo.
player-guide-link = Como esta página e o torneio funcionam (guia do jogador)
player-unknown-title = Código não reconhecido
player-unknown-text = Este link ou código não pertence a um jogador de um torneio em andamento. Confira com a sua ficha, ou peça um novo ao organizador.
player-wait-title = Tentativas demais
player-wait-text = Este link não foi reconhecido, e vieram links errados demais da sua rede. Espere { $seconds ->
    [one] um segundo
   *[other] { $seconds } segundos
} e confira o link da sua ficha.
player-code-gone = Este link não abre mais a sua página (o organizador pode ter lhe dado um código novo), então esta página parou de se atualizar. Use o link da sua ficha mais recente.
slips-title = códigos de jogador
slips-scan = Escaneie para ver a sua mesa e a sua classificação:
slips-code = Código:
slips-type = Sem câmera? Abra este endereço e digite o código:
player-enter-title = Abra a sua página de jogador
player-enter-intro = Digite o código da sua ficha para ver a sua mesa, o seu resultado e a sua classificação.
player-enter-label = Seu código de jogador
player-enter-hint = 20 letras e dígitos, como na sua ficha. Maiúsculas, espaços e hífens não importam.
player-enter-send = Abrir minha página
player-enter-again = Digitar um código
slips-secret = Guarde esta ficha só para você: o código é o seu acesso.
slips-no-code = Ainda sem código: gere um novo código para este jogador e imprima de novo.
slips-other-key = Este código foi gerado com outra chave do servidor: gere um novo e imprima de novo.

# Player self-reporting (RULES.md §12)
error-self-reporting-off = o envio de resultados pelos jogadores está desligado neste torneio: informe o seu resultado ao organizador
error-no-open-match = você não tem partida para informar numa rodada publicada
error-result-already-entered = esta partida já tem resultado: só o organizador pode corrigi-lo
error-report-disputed = os dois jogadores informaram resultados diferentes: o organizador vai registrar o resultado
error-nothing-to-confirm = o seu oponente ainda não informou um resultado
error-own-report = você não pode confirmar o resultado que você mesmo informou: quem confirma é o seu oponente
error-form-fields = o formulário está incompleto: recarregue a página e tente de novo
player-form-refused-title = Formulário não aceito
player-form-refused = o formulário não foi aceito (veio de outro site ou expirou): recarregue a página e tente de novo
player-self-reporting-off = Neste torneio, os resultados são registrados pelo organizador.
player-confirm-send = Confirmar este resultado
player-report-title = Informe o seu resultado
player-report-wins = Jogos que você venceu
player-report-losses = Jogos que você perdeu
player-report-draws = Jogos empatados
player-report-send = Enviar
player-drop-send = Sair do torneio (drop)
player-done-reported = O resultado que você informou foi salvo.
player-done-confirmed = O resultado foi confirmado e registrado.
player-done-dropped = Você saiu do torneio: a partir da próxima rodada, você não entra mais nos pareamentos.
player-refused = Não deu certo. Recarregue a página ou fale com o organizador.
player-refused-finished = O torneio terminou: não é mais possível informar nada.
player-refused-dropped = Você já saiu do torneio.
player-refused-playoff-draw = Uma partida do top cut não pode terminar empatada.
player-drop-ask = A partir da próxima rodada, você não entra mais nos pareamentos. A sua partida da rodada atual continua valendo. Sair agora?
player-drop-yes = Sim, quero sair
player-drop-no = Não, voltar para a minha página
number-percent = { $value }%
player-table = Mesa { $table }
player-against = contra { $opponent }
player-bye-title = Bye
player-clock-label = Tempo restante
player-extension = Sua mesa: +{ $time }, termina às { $ends }
player-extension-stopped = Sua mesa: +{ $time }
player-score-won = você venceu por { $score }
player-score-lost = você perdeu por { $score }
player-score-draw = empate, { $score }
player-result-entered = Resultado registrado: { $result }
player-reported = Você informou: { $result }. Aguardando a confirmação de { $opponent }.
player-their-report = { $opponent } diz que { $outcome ->
        [win] venceu por { $theirs } (você perdeu por { $mine })
        [loss] perdeu por { $theirs } (você venceu por { $mine })
       *[draw] a partida empatou, { $mine }
    }. Está certo?
player-not-right = Não, foi diferente
player-change-report = Alterar o resultado informado
player-won-2-0 = Venci por 2–0
player-won-2-1 = Venci por 2–1
player-lost-1-2 = Perdi por 1–2
player-lost-0-2 = Perdi por 0–2
player-draw-1-1 = Empate 1–1
player-other-result = Outro resultado…
player-choose = escolha
player-disputed-title = Fale com o organizador
player-disputed-text = Vocês informaram resultados diferentes, então o organizador registra o resultado.
player-you-reported = Você informou
player-they-reported = { $opponent } informou
player-standing-title = Sua classificação
player-why-opponent = Por que este oponente
player-why-rank = Por que esta posição
player-opponents-mw = As porcentagens de vitórias em partidas (MW%) dos seus oponentes; a média delas é o seu OMW%:
player-opponent-mw = Rodada { $round }: { $opponent }, { $mw }
player-cut-locked = Você está no top { $size } pelos pontos de partida, aconteça o que acontecer nesta rodada.
player-cut-draw_is_safe = Um empate nesta rodada basta para o top { $size }.
player-cut-win_and_in = Uma vitória nesta rodada coloca você no top { $size }; um empate pode não bastar.
player-cut-tiebreakers_decide = Nem uma vitória garante o top { $size }: os desempates e as outras mesas decidem.
player-cut-out = Você não pode mais chegar ao top { $size } pelos pontos de partida.
player-refresh = Atualizar
player-new-info = Novidades: toque para atualizar
player-live-paired = Rodada { $round } pareada: mesa { $table } contra { $opponent }
player-live-updated = A sua página foi atualizada.
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = a rodada { $round } ainda está sendo pareada: o relógio dela corre depois que ela for publicada
error-clock-round-completed = a rodada { $round } está completa: o relógio dela terminou
error-clock-already-started = o relógio da rodada { $round } já começou
error-clock-not-running = o relógio da rodada { $round } não está correndo
error-clock-not-paused = o relógio da rodada { $round } não está pausado
error-clock-started = o relógio da rodada { $round } começou: estenda a rodada em vez de mudar o limite dela
error-no-time-limit = a rodada { $round } não tem limite de tempo: defina um primeiro
error-invalid-extension = uma extensão deve ter de 1 a { $max } segundos, não { $value }
error-invalid-time-limit = um limite de tempo deve ter de 1 a { $max } segundos, não { $value }
error-clock-time-went-back = o relógio do servidor está antes do último instante do relógio da rodada { $round }: tente de novo
error-bye-table-extension = a mesa { $table } é o bye: não tem tempo para estender
screen-clock-not-started = Relógio não iniciado
screen-clock-paused = Relógio pausado
screen-time-up = Acabou o tempo
screen-round-completed = Todos os resultados registrados
screen-waiting = Aguardando os pareamentos

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = o evento { $id } ainda não existe: o último evento deste torneio é { $latest }
error-events-expired = os eventos depois de { $id } não são mais guardados (o mais antigo guardado é { $oldest }): leia o torneio de novo e abra o fluxo sem id
error-last-event-id = o id de evento { $id } não é um número inteiro

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } não é um instante RFC 3339 (como 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = a rodada { $round } está "{ $state }": só uma rodada publicada tem um relógio que corre; uma rodada sendo pareada só pode ter o próprio limite de tempo, uma rodada completa nenhum
error-document-clock-no-limit = uma rodada sem limite de tempo não pode ter começado, pausado nem sido estendida
error-document-clock-order = os instantes do relógio estão fora de ordem: uma pausa vem depois do início, as pausas encerradas cabem entre o início e a pausa em curso (ou agora), e as extensões são listadas da mais antiga para a mais nova
error-document-clock-future = o instante é posterior à hora atual do servidor

## The organizer's console (/console/)

console-title = Console do PlanesForge
console-signed-in-as = Conectado como
console-scope-note = uma chave { $scope }: só aparece o que ela pode fazer
console-keys = Chaves de API
console-keys-scopes = Cada chave tem um escopo: read (só leitura, para um site), results (resultados e relógio da rodada: o tablet de um juiz) ou full (tudo, inclusive as chaves). Uma chave é mostrada uma única vez, quando é criada.
console-key-scope = Escopo
console-key-last-used = Último uso
console-key-never = nunca
console-key-revoke = Revogar
console-key-revoked = Chave revogada: ela é recusada a partir de agora, e os consoles conectados com ela são desconectados.
console-key-new = Uma chave nova
console-key-create = Criar a chave
console-key-made = A chave nova, mostrada só esta vez: copie-a agora.
console-key-scope-unknown = Escolha um escopo: read, results ou full.
console-sign-out = Sair
console-sign-out-everywhere = Sair de todos os lugares
console-sign-in-title = Entrar no console
console-with-key = Com a sua chave de API
console-key-label = Chave de API
console-key-hint = A chave que a sua loja recebeu quando foi criada (começa com pf_). Ela é enviada uma vez e nunca mais mostrada; este navegador guarda só uma sessão.
console-sign-in = Entrar
console-new-store = Loja nova
console-store-name = Nome da loja ou do clube
console-create-store = Criar a loja e entrar
console-key-unknown = Esta chave de API não é conhecida. Confira se ela foi colada inteira.
console-refused-title = Este formulário não pode ser aceito
console-refused-text = O formulário veio de outra página ou expirou. Abra a página de novo e repita o que você fez.
console-not-found-title = Não encontrado
console-not-found-text = Não existe esse torneio entre os seus.
console-error-title = Algo deu errado
console-error-text = O servidor não conseguiu fazer isso (erro { $status }). Nada foi alterado. Tente de novo; se continuar acontecendo, avise quem administra este serviço.
console-bad-request-title = Não é possível fazer isso
console-bad-request-text = O endereço ou o formulário não era o que o console espera (erro { $status }). Nada foi alterado. Volte à lista e tente de novo a partir dela.
console-back-to-list = Voltar para os seus torneios
console-tournaments = Seus torneios
console-new-tournament = Novo torneio
console-filter = Filtrar por estado
console-all = Todos
console-status-registration = Inscrições
console-status-swiss = Rodadas suíças
console-status-top_cut = Top cut
console-status-finished = Encerrado
console-none-yet = Nenhum torneio ainda. Crie o primeiro.
console-col-name = Nome
console-col-status = Estado
console-col-players = Jogadores
console-col-round = Rodada
console-col-created = Criado em
console-older = Torneios mais antigos
console-deleted = O torneio foi excluído.
console-format = Formato
console-format-hint = Por exemplo Pauper, Modern, Draft.
console-starts-at = Começa às
console-time-zone = Fuso horário
console-time-zone-hint = Um nome de fuso como America/Sao_Paulo; os horários das folhas são mostrados nele.
console-location = Local
console-rounds = Rodadas suíças
console-rounds-hint = Deixe vazio para usar a recomendação pelo número de jogadores.
console-top-cut = Top cut
console-no-top-cut = Sem top cut
console-language = Idioma das folhas
console-language-default = O de cada leitor
console-create = Criar
console-cancel = Cancelar
console-not-a-number = Rodadas e top cut devem ser números inteiros.
console-created = O torneio foi criado.
console-players-added = { $count ->
    [one] Um jogador inscrito.
   *[other] { $count } jogadores inscritos.
}
console-no-names = Digite pelo menos um nome.
console-too-many-names = No máximo { $max } nomes de uma vez.
console-players = Jogadores
console-no-players = Nenhum jogador ainda.
console-dropped-after = Saiu (drop) depois da rodada { $round }
console-playing = Jogando
console-register = Inscrever jogadores
console-names-label = Nomes, um por linha
console-names-hint = Cole uma lista ou digite os nomes; cada linha é um jogador. Nomes repetidos geram um aviso.
console-add-players = Inscrever
console-open = Abrir
console-open-standings = Classificação para imprimir
console-round = Rodada { $round }
console-round-deleted = A rodada { $round } foi excluída.
console-result-entered = Mesa { $table }: resultado registrado.
console-round-paired = A rodada está pareada. Confira e depois publique.
console-round-published = A rodada foi publicada: os jogadores veem as suas mesas.
console-round-unpublished = A rodada voltou ao pareamento: os jogadores não a veem mais.
console-round-repaired = A rodada foi pareada de novo.
console-result-unreadable = Digite um número de mesa e um resultado como 2-1, 1-2, 2-0-1, 0-0-3 ou dl (derrota dupla).
console-state-pairing = sendo pareada
console-state-published = publicada
console-state-completed = completa
console-pair-next = Parear a próxima rodada
console-rounds-heading = Rodadas
console-no-rounds = Nenhuma rodada ainda.
console-publish = Publicar
console-unpublish = Despublicar
console-repair = Parear de novo
console-delete-round = Excluir a rodada
console-result-box = Registrar um resultado
console-result-hint = Do ponto de vista do primeiro jogador: 2-1, 1-2, 2-0-1, 0-0-3, ou dl para uma derrota dupla. Enter salva e passa para a próxima mesa que ainda está jogando.
console-enter = Salvar
console-still-playing = Ainda jogando
console-col-time-left = Tempo restante
console-time-up = Acabou o tempo
console-finished-tables = Mesas com resultado
console-tables = Mesas
console-all-results-in = Todos os resultados foram registrados.
console-col-table = Mesa
console-col-player-a = Jogador
console-col-player-b = Oponente
console-col-result = Resultado
console-col-reports = Informado pelos jogadores
console-bye = Bye
console-report-reported = informado
console-report-confirmed = confirmado
console-report-disputed = divergente
console-report-settled = resolvido
console-warnings = Avisos
console-table-n = Mesa { $table }
console-actions = Ações
console-print-pairings = Pareamentos para imprimir (por mesa)
console-print-by-name = Pareamentos para imprimir (por nome)
console-screen = O telão
console-open-slips = Fichas de código (todas)
console-col-slip = Ficha de código
console-slip = Imprimir

console-clock = Relógio
console-clock-not-started = Não iniciado · { $time } de jogo
console-clock-running = Correndo · faltam { $time }
console-clock-paused = Pausado · faltam { $time }
console-clock-finished = Encerrado · faltavam { $time }
console-clock-done = O relógio foi alterado.
console-clock-start = Iniciar o relógio
console-clock-pause = Pausar
console-clock-resume = Retomar
console-extend-minutes = Minutos extras
console-extend-table = Só esta mesa (opcional)
console-extend-table-hint = Deixe vazio para estender a rodada inteira; um número de mesa estende só essa mesa (uma extensão de tempo dada por um juiz).
console-extend = Estender
console-settle-with = Resolver: { $result } de { $player }
console-correct-box = Corrigir um resultado
console-correction-title = Corrigir o resultado da mesa { $table }?
console-correction-line = Mesa { $table }: { $old } passa a ser { $new }.
console-correction-later = { $span ->
    [one] A rodada { $first } foi pareada com o resultado antigo e não será pareada de novo.
   *[several] As rodadas { $first } a { $last } foram pareadas com o resultado antigo e não serão pareadas de novo.
}
console-correction-audit = A classificação muda na hora; o registro de auditoria guarda o resultado antes e depois.
console-correction-save = Salvar a correção
console-remove-title = Remover { $player } do evento?
console-remove-line = O jogador some de todas as listas, contagens, folhas e da classificação, como se nunca tivesse se inscrito. Só um jogador que não jogou numa rodada publicada pode ser removido; dê drop nos outros.
console-remove-repair = Se a rodada sendo pareada tiver esse jogador, ela é pareada de novo sem ele.
console-remove = Remover
console-player-drop = { $player } saiu do torneio (drop).
console-player-readmit = { $player } voltou ao torneio.
console-player-rename = O jogador agora se chama { $player }.
console-player-remove = A inscrição de { $player } foi removida.
console-change = Alterar
console-new-name = Novo nome
console-rename = Renomear
console-readmit = Readmitir
console-drop = Drop
console-the-end = O fim do evento
console-finish = Encerrar o evento
console-finish-title = Encerrar { $name }?
console-finish-line = A classificação final fica fixa e os jogadores veem o evento como encerrado. Ele pode ser reaberto para corrigir um resultado.
console-finished = O evento foi encerrado.
console-reopen = Reabrir o evento
console-reopened = O evento está aberto de novo.
console-delete = Excluir o evento
console-delete-title = Excluir { $name }?
console-delete-line = O evento, os jogadores, as rodadas, os resultados e o registro de auditoria são excluídos para sempre. Exporte o documento antes para guardar uma cópia.
console-standings = Classificação
console-after-round = após a rodada { $round }
console-champion = Campeão
console-col-rank = Posição
console-col-points = Pontos
console-col-record = Campanha
console-col-why = Por que aqui
console-dropped = drop
console-cut-line = A linha de corte (top { $size })
console-cut-line-hint = Antes da rodada que decide o corte: o que cada jogador precisa, em pontos de partida, independentemente das outras mesas.
console-col-advice = Precisa de
console-cut-locked = Classificado de qualquer jeito
console-cut-draw_is_safe = Um empate basta
console-cut-win_and_in = Uma vitória basta
console-cut-tiebreakers_decide = Os desempates decidem
console-cut-out = Não chega ao corte
console-top-cut-size = Jogadores no top cut
console-top-cut-create = Criar o top cut
console-print-bracket = A chave para imprimir
console-swiss-rank = { $rank }º no suíço
console-live-changed = Esta página mudou em outro dispositivo; ela será atualizada quando você sair do formulário.
console-live-updated = Atualizado com mudanças de outro dispositivo.
console-stale = Esta rodada mudou em outro dispositivo desde que esta página foi mostrada; nada foi feito. Aqui está ela agora: faça de novo se ainda quiser.
console-audit = Registro de auditoria
console-audit-action = Ação
console-audit-via = Por meio de
console-via-console = Console
console-via-api = API
console-filter-apply = Filtrar
console-audit-empty = Nenhuma entrada corresponde.
console-audit-when = Quando (UTC)
console-audit-who = Quem
console-audit-detail = O que mudou
console-audit-next = Entradas mais recentes
console-swap = Trocar
console-swap-first-player = Primeiro jogador
console-swap-second-player = Segundo jogador
console-swap-players = Trocar os jogadores
console-swap-first-table = Primeira mesa
console-swap-second-table = Segunda mesa
console-swap-tables = Trocar as mesas
console-swapped = A troca foi feita; a rodada continua sendo pareada.
console-seat = { $player }, mesa { $table }
console-interface-language = Idioma do console
console-interface-language-set = Alterar
console-edit = Editar o evento
console-recommended = Recomendado para { $players } jogadores: { $rounds } rodadas suíças, top cut de { $cut }.
console-top-cut-later = Decidir depois
console-self-reporting = Os jogadores informam os próprios resultados
console-save = Salvar
console-export = Exportar o documento (um arquivo para guardar)
console-edited = O evento foi salvo.
console-late-entry = A rodada { $round } já está pareada: para os novos jogadores, cada rodada pareada antes da inscrição deles conta como rodada perdida (sem pontos de partida, uma derrota na própria porcentagem de vitórias em partidas, sem oponente, sem jogos); eles são pareados a partir da próxima rodada.
console-repaired-for-late = A rodada { $round }, ainda sendo pareada, foi pareada de novo com eles.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = sim
console-no = não
audit-action-tournament-imported = Torneio importado
audit-action-tournament-updated = Torneio editado
audit-action-tournament-finished = Torneio encerrado
audit-action-tournament-reopened = Torneio reaberto
audit-action-player-added = Jogador inscrito
audit-action-player-updated = Jogador editado
audit-action-player-renamed = Jogador renomeado
audit-action-player-dropped = Jogador deu drop
audit-action-player-readmitted = Jogador readmitido
audit-action-player-removed = Jogador removido
audit-action-player-code-rotated = Novo código de jogador
audit-action-round-created = Rodada pareada
audit-action-round-repaired = Rodada pareada de novo
audit-action-round-deleted = Rodada excluída
audit-action-players-swapped = Jogadores trocados
audit-action-tables-swapped = Mesas trocadas
audit-action-round-published = Rodada publicada
audit-action-round-unpublished = Rodada despublicada
audit-action-round-completed = Rodada concluída
audit-action-result-entered = Resultado registrado
audit-action-result-corrected = Resultado corrigido
audit-action-result-removed = Resultado removido
audit-action-result-reported = Resultado informado por um jogador
audit-action-result-confirmed = Resultado confirmado pelo oponente
audit-action-result-disputed = Resultado divergente
audit-action-top-cut-created = Top cut criado
audit-action-playoff-forfeit = Vitória por W.O. no top cut
audit-action-clock-started = Relógio iniciado
audit-action-clock-paused = Relógio pausado
audit-action-clock-resumed = Relógio retomado
audit-action-clock-extended = Tempo da rodada estendido
audit-action-table-extended = Tempo extra para uma mesa
audit-action-clock-limit-set = Tempo da rodada definido
audit-action-clock-settings-changed = Configurações do relógio alteradas
audit-field-after = depois
audit-field-before = antes
audit-field-bye = bye
audit-field-dropped = drop
audit-field-name = nome
audit-field-planned-rounds = rodadas previstas
audit-field-player = jogador
audit-field-player-a = jogador
audit-field-player-b = oponente
audit-field-players = jogadores
audit-field-reason = motivo
audit-field-reports-removed = resultados informados pelos jogadores removidos
audit-field-result = resultado
audit-field-rounds = rodadas
audit-field-seconds = segundos
audit-field-size = tamanho
audit-field-table = mesa
audit-field-tables = mesas
audit-field-time-limit-s = tempo da rodada (segundos)
audit-field-top-cut = top cut
audit-field-warnings = avisos

## The console's import (on the new-tournament page).
console-import = Importar um torneio
console-import-file = Documento de torneio (um arquivo exportado antes)
console-import-hint = O arquivo salvo pelo link “Exportar o documento” de um torneio, ou um obtido pela API. Ele é verificado por inteiro primeiro e depois vira um torneio novo seu; cada jogador recebe um código novo.
console-import-button = Importar
console-import-empty = O arquivo está vazio: escolha o documento salvo por “Exportar o documento”.
console-import-unreadable = Não foi possível ler o formulário ({ $reason }).
console-imported = O torneio foi importado. Cada jogador tem um código novo: imprima as fichas de código de novo.
