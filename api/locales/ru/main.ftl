# PlanesForge explanations (RULES.md §2, §4, §5), Russian. Every message
# here exists in every language, with the same placeholders. Terms: see
# book/ru/src/glossary.md.

score-groups = { $a } (очков за матчи: { $apoints }) и { $b } (очков за матчи: { $bpoints }) играют друг с другом.
floated-odd-group = { $player } опускается из очковой группы { $from } к сопернику из группы { $to }: в группе { $from } нечётное число игроков ({ $size }), и ниже всех в ней стоит { $player }.
floated-rematch = { $player } опускается из очковой группы { $from } к сопернику из группы { $to }, хотя идеальная рассадка оставляла игрока в его группе: только так можно было избежать повторной встречи.
slide-kept = Этот стол — идеальная рассадка очковой группы (сдвиг).
rematch-avoided = Сдвиг изменён: { $player } и { $opponent } уже встречались в раунде { $round }.
seating-shifted = Сдвиг изменён, чтобы избежать повторных встреч за другими столами раунда: { $pairs }.
seating-shifted-pair = { $player } и { $opponent } (раунд { $round })
forced-rematch = { $a } и { $b } уже играли друг с другом в раунде { $round }: рассадки этого раунда без повторной встречи не существовало.
bye = { $player } получает бай: среди активных игроков с наименьшим числом баев ({ $byes }; всего таких — { $candidates }) { $player } стоит ниже всех ({ $rank }-е место из { $field }).
manual-change = Организатор изменил этот стол; система пар рассадила бы его иначе.
corrected-after-pairing = После того как пары этого раунда были составлены, организатор исправил { $count ->
    [one] { $count } результат прошлых раундов
    [few] { $count } результата прошлых раундов
    [many] { $count } результатов прошлых раундов
   *[other] { $count } результата прошлых раундов
 }: { $corrections }. Пары уже составленного раунда после исправления не пересоставляются, поэтому эти пары остаются в силе; каждый стол объясняется по результатам на момент составления пар.
corrected-after-pairing-item = раунд { $round }, стол { $table } ({ $at })
missed-rounds = { $player }: { $count ->
    [one] пропущен { $count } раунд
    [few] пропущено { $count } раунда
    [many] пропущено { $count } раундов
   *[other] пропущено { $count } раунда
 } (поздняя регистрация или возвращение в турнир): каждый из них считается в MW% игрока раундом без очков, без соперника и без игр, и это не бай.
rank-omw = { $upper } ({ $rank }-е место) выше, чем { $lower }, при равных очках за матчи ({ $points }); решает OMW%: { $uppervalue } ({ $upperfraction }) против { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } ({ $rank }-е место) выше, чем { $lower }, при равных очках за матчи ({ $points }) и равном OMW%; решает GW%: { $uppervalue } ({ $upperfraction }) против { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } ({ $rank }-е место) выше, чем { $lower }, при равных очках за матчи ({ $points }), OMW% и GW%; решает OGW%: { $uppervalue } ({ $upperfraction }) против { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } ({ $rank }-е место) выше, чем { $lower }: очки за матчи ({ $points }), OMW%, GW% и OGW% полностью равны, поэтому решил фиксированный порядок (имена сравниваются посимвольно по кодовым точкам Unicode без учёта регистра — это не алфавитный порядок).
rank-fixed-id = { $upper } ({ $rank }-е место) выше, чем { $lower }: очки за матчи ({ $points }), OMW%, GW% и OGW% полностью равны, а имена различаются только регистром, поэтому фиксированный порядок решил по id игрока: { $upperid } раньше { $lowerid }.

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = Некорректный запрос
title-401 = Не авторизован
title-403 = Доступ запрещён
title-404 = Не найдено
title-405 = Метод не разрешён
title-409 = Конфликт
title-410 = Удалено
title-413 = Слишком большой запрос
title-415 = Неподдерживаемый тип данных
title-422 = Необрабатываемый запрос
title-429 = Слишком много запросов
title-500 = Внутренняя ошибка сервера
title-503 = Сервис недоступен

error-internal = произошла внутренняя ошибка
error-database-unavailable = база данных сейчас недоступна; повторите чуть позже
error-storage-unavailable = база данных сейчас не может сохранить это изменение (возможно, диск заполнен); ничего не изменено, повторите позже
error-not-json = тело запроса должно быть в формате JSON (Content-Type: application/json)
error-not-form = тело запроса должно быть формой (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = тело запроса больше { $limit } байт
error-invalid-body = некорректное тело запроса: { $error }
error-body-not-object = тело запроса должно быть JSON-объектом ({ "{" } … { "}" })
error-malformed-json = некорректный JSON: { $error }
error-unreadable-body = не удаётся прочитать тело запроса: { $error }
error-body-not-utf8 = тело запроса не в UTF-8
error-invalid-path-parameter = некорректный параметр пути: { $error }
error-invalid-path = некорректный путь: { $error }
error-invalid-query-parameter = некорректный параметр запроса: { $error }
error-invalid-query = некорректная строка запроса: { $error }
error-no-resource = по адресу { $path } ничего нет
error-limit-too-small = limit должен быть не меньше 1
error-unknown-cursor = неизвестный курсор { $cursor }

error-auth-header-not-text = заголовок Authorization не является корректным текстом
error-auth-expected-bearer = ожидается `Authorization: Bearer <api_key>`
error-auth-required = этому запросу нужен `Authorization: Bearer <api_key>`
error-unknown-api-key = неизвестный API-ключ
error-sign-up-closed = регистрация закрыта: отправьте токен администратора как Bearer
error-wrong-admin-token = неверный токен администратора
error-forbidden-tournament = турнир { $id } принадлежит другому организатору
error-rate-limited = слишком много запросов: не больше { $per_minute } в минуту (всплески до { $burst }); повторите через { $retry_after } с
error-idempotency-key-invalid = Idempotency-Key должен состоять из { $min }–{ $max } видимых символов ASCII (отправьте UUID)
error-too-many-streams = слишком много открытых потоков событий с этого адреса: не больше { $limit } одновременно; закройте один или повторите через { $retry_after } с
error-idempotency-key-reused = этот Idempotency-Key уже использовался с другим запросом (метод, путь или тело); для нового запроса нужен новый ключ
error-idempotency-in-progress = запрос с этим Idempotency-Key ещё обрабатывается; повторите чуть позже

error-name-empty = имя { $what ->
    [tournament] турнира
    [player] игрока
    [organizer] организатора
    [key] ключа
   *[other] ({ $what })
} пустое
error-name-too-long = имя { $what ->
    [tournament] турнира
    [player] игрока
    [organizer] организатора
    [key] ключа
   *[other] ({ $what })
} длиннее 200 символов
error-name-control = имя { $what ->
    [tournament] турнира
    [player] игрока
    [organizer] организатора
    [key] ключа
   *[other] ({ $what })
} содержит управляющие символы
error-name-bidi = имя { $what ->
    [tournament] турнира
    [player] игрока
    [organizer] организатора
    [key] ключа
   *[other] ({ $what })
} содержит символ управления направлением текста ({ $character }) в позиции { $position }; удалите его
error-name-invisible = в имени { $what ->
    [tournament] турнира
    [player] игрока
    [organizer] организатора
    [key] ключа
   *[other] ({ $what })
} нет ничего видимого: только пробелы, невидимые символы форматирования или комбинируемые знаки
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players должен содержать от 1 до { $max } записей, а не { $count }
error-planned-rounds = planned_rounds должно быть от 1 до { $max }, а не { $value }
error-tournament-not-found = турнира { $id } нет
error-player-not-found = игрока { $id } нет
error-round-not-found = раунда { $round } нет
error-no-round = показывать пока нечего: ни один раунд не опубликован
error-table-not-found = в раунде { $round } нет стола { $table }
error-webhook-not-found = вебхука { $id } нет
error-player-already-dropped = { $player }: дроп уже оформлен после раунда { $round }

error-round-still-pairing = пары раунда { $round } ещё составляются: сначала опубликуйте его и внесите результаты
error-round-results-missing = в раунде { $round } не хватает результатов: { $missing }; внесите их, прежде чем составлять пары раунда { $next }
error-not-enough-players = активных игроков: { $active }; для раунда нужно не меньше 2
error-round-published = раунд { $round } { $state ->
    [completed] уже завершён
   *[other] уже опубликован
}: его пары зафиксированы
error-round-not-latest = раунд { $round } не последний
error-round-not-published = раунд { $round } ещё не опубликован: опубликуйте его, прежде чем вносить результаты
error-round-frozen = раунд { $round } больше не последний: его результаты заморожены
error-playoff-pairings-fixed = раунд { $round } — раунд плей-офф: его пары задаёт сетка (/book/ru/pairings-and-standings.html#bracket)
error-playoff-round-has-results = в раунде плей-офф { $round } уже записана техническая победа: его нельзя удалить
error-same-player = player_a и player_b — один и тот же игрок
error-player-not-in-round = игрок { $player } не рассажен в раунде { $round }
error-same-players-table = оба игрока сидят за одним столом: их обмен ничего не меняет
error-same-table = table_a и table_b — один и тот же стол
error-bye-table-swap = стол { $table } — это бай, он остаётся после последнего стола
error-bye-has-no-result = стол { $table } — это бай: результат не нужен
error-next-round-not-completed = в раунде { $round } не хватает результатов: завершите его, прежде чем составлять пары следующего
error-next-playoff-started = плей-офф начался в раунде { $round }: раунды по швейцарской системе больше не составляются
error-not-swiss-round = раунд { $round } — раунд плей-офф: в нём нет швейцарской рассадки

error-result-too-many-wins = невозможный результат { $result }: не больше 2 выигранных игр
error-result-too-many-losses = невозможный результат { $result }: не больше 2 проигранных игр
error-result-both-won-two = невозможный результат { $result }: оба игрока не могут выиграть по 2 игры
error-result-too-many-draws = невозможный результат { $result }: не больше 3 ничейных игр
error-result-no-games = невозможный результат 0-0-0: нужна хотя бы одна игра (договорная ничья — это 0-0-3)
error-result-playoff-draw = невозможный результат { $result }: матч плей-офф не может закончиться ничьей
error-result-playoff-double-loss = невозможный результат: матч плей-офф не может закончиться двойным поражением; нужен победитель
error-result-double-loss-games = невозможный результат { $result }: двойное поражение — это 0-2-0 для каждого игрока

error-standings-round-not-found = after_round { $requested }: такого раунда нет (последний раунд — { $last })
error-standings-round-not-completed = after_round { $round }: раунд { $round } не завершён
error-standings-overflow = дробь тайбрейкера слишком велика, чтобы представить её точно

error-cut-size = топ-{ $size } невозможен: размер должен быть степенью двойки, не меньше 2
error-cut-not-enough-players = топ-{ $size } невозможен: активных игроков всего { $active }
error-cut-swiss-unfinished = плей-офф начинается только после завершения последнего швейцарского раунда
error-top-cut-exists = у этого турнира уже есть плей-офф
error-top-cut-not-found = у этого турнира ещё нет плей-офф
error-tournament-finished = турнир завершён: его больше нельзя изменить
error-round-has-results = раунд { $round } нельзя вернуть к составлению пар: внесённых результатов: { $results }, столов, где игрок сообщил или подтвердил результат: { $reports }. Сначала удалите эти результаты (удаление результата стирает и то, что сообщили игроки за этим столом) или исправьте их
error-round-completed = раунд { $round } завершён: его результаты можно исправить, но не удалить, и снять его с публикации больше нельзя
error-player-has-played = этот игрок уже сидел за столом в опубликованном раунде: оформите ему дроп вместо удаления регистрации
error-tournament-not-finished = турнир не завершён (его состояние — { $status }): заново открыть можно только завершённый турнир
error-top-cut-planned = в этом турнире запланирован топ-{ $size }: создайте его или установите top_cut в 0, прежде чем завершать
error-top-cut-not-wanted = этот турнир настроен без плей-офф (top_cut 0): сначала измените настройку
error-top-cut-started = плей-офф начался: это больше нельзя изменить
error-invalid-top-cut = top_cut должен быть null (решить позже), 0 (нет) или степенью двойки не меньше 2, а не { $value }
error-planned-rounds-below-paired = planned_rounds не может быть { $value }: уже составлены пары швейцарских раундов: { $paired }
error-planned-rounds-reached = пары составлены для всех запланированных швейцарских раундов ({ $planned }): увеличьте planned_rounds, чтобы составить ещё один, или начните плей-офф
error-cut-line-top-cut-started = плей-офф начался: швейцарского раунда для подсказок нет
error-no-round-to-advise = ни один раунд не готовится к игре: сначала составьте (и опубликуйте) пары следующего раунда
error-playoff-not-a-bracket = раунды плей-офф не соответствуют сетке (/book/ru/pairings-and-standings.html#bracket): { $problem }

error-document-json = некорректный документ турнира: { $error }
error-document-format = format: ожидалось { $expected }, найдено { $found }
error-table-number-too-large = раунд { $round }: номер стола { $table } слишком велик
error-at-table = раунд { $round }, стол { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: пустой id
error-history-duplicate-id = players[{ $index }]: повторяющийся id игрока { $id } (уже занят players[{ $first }])
error-history-too-many-players = players: игроков { $count } — больше, чем поддерживается
error-history-drop-after-last = игрок { $player }: dropped_after_round { $dropped } позже последнего раунда ({ $last })
error-history-round-order = rounds[{ $index }]: номер раунда { $found } не по порядку, ожидался { $expected }
error-history-swiss-after-playoff = раунд { $round }: швейцарский раунд после раунда плей-офф
error-history-incomplete = нет результата, но раунд { $later } уже существует
error-history-table-zero = номера столов начинаются с 1
error-history-duplicate-table = стол { $table } встречается в раунде дважды
error-history-unknown-player = неизвестный игрок { $player }
error-history-player-twice = игрок { $player } уже рассажен за стол { $table } этого раунда
error-history-paired-after-drop = игрок { $player } рассажен после дропа (выбыл после раунда { $round })
error-history-bye-in-playoff = в раунде плей-офф не может быть бая
error-history-bye-result = бай стоит 2-0-0, а не { $result }
error-history-bye-mismatch = "bye" должно быть true ровно тогда, когда player_b равен null

error-url-too-long = URL длиннее 2000 символов
error-url-invalid = { $url } — не URL: { $error }
error-url-scheme = схема URL должна быть http или https, а не { $scheme }
error-url-no-host = в URL нет хоста
error-url-private = URL указывает на локальный или частный адрес, к которым этот сервер не обращается
error-events-empty = events пуст: подпишитесь хотя бы на одно событие
error-event-unknown = неизвестное событие { $event }: ожидалось одно из { $expected }
error-idempotency-replay-unavailable = первый ответ для этого Idempotency-Key нельзя воспроизвести; проверьте ресурс, прежде чем повторять с новым ключом
error-idempotency-replay-withheld = запрос с этим Idempotency-Key уже выполнен; в его ответе был новый API-ключ, который показывается только один раз и не воспроизводится
error-too-many-players = максимум игроков в турнире — { $max }: сейчас их { $existing }, и ещё { $adding } не помещаются
error-too-many-rounds = максимум швейцарских раундов в турнире — { $max }; начните плей-офф
error-document-too-many-rounds = швейцарских раундов в документе: { $swiss }; допускается не больше { $max }
error-in-round = раунд { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } невозможно: от 1 до { $max } и не меньше числа швейцарских раундов документа ({ $swiss })
error-document-top-cut = top_cut: { $top_cut } — ни 0 (без плей-офф), ни степень двойки не меньше 2
error-document-top-cut-mismatch = top_cut { $top_cut } противоречит плей-офф, который является топ-{ $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: игрок { $player } не может пропустить раунд { $round } (это не швейцарский раунд документа, он после дропа игрока или нарушен порядок возрастания)
error-document-round-state = состояние "{ $state }" невозможно: { $error }
error-document-state-not-latest = "pairing" или "published" может быть только последний раунд
error-document-state-result-in-pairing = у раунда, пары которого ещё составляются, пока нет результатов
error-document-state-published-complete = все результаты внесены, значит раунд "completed"
error-document-state-completed-incomplete = не хватает результата
error-document-empty-round = в раунде нет столов
error-document-too-many-byes = второй бай (у стола { $table } он уже есть); в раунде не больше одного бая
error-document-paired-in-missed-round = игрок { $player } рассажен в раунде, указанном в его missed_rounds
error-document-player-missing = игрок { $player } (players[{ $index }]) активен в этом раунде, но не рассажен: он не выбыл до него, и раунда нет в его missed_rounds
error-document-not-enough-players = рассажено игроков: { $seated }; швейцарскому раунду нужно не меньше 2
error-document-playoff-without-swiss = раунду плей-офф нужны швейцарские раунды перед ним: места в сетке плей-офф берутся из швейцарской таблицы
error-document-bracket-size = плей-офф из { $tables } столов — не сетка: размер плей-офф должен быть степенью двойки, не меньше 2 игроков
error-document-bracket-tables = в сетке в этом раунде матчей: { $expected }, в документе: { $found }
error-document-bracket-mismatch = здесь сетка сводит { $seed_a }-е место после швейцарки ({ $player_a }) с { $seed_b }-м ({ $player_b }), и более высокое место — player_a
error-document-playoff-after-final = раунд плей-офф после финала
error-too-many-webhooks = организатор может зарегистрировать не больше { $max } вебхуков: удалите один, прежде чем добавлять новый
error-method-not-allowed = { $method } здесь не разрешён; разрешены: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player }: дроп не оформлен, а вернуть в турнир можно только выбывшего игрока
error-history-missed-round = игрок { $player }: пропущенный раунд { $round } должен быть швейцарским раундом турнира, в котором игрок не рассажен, не позже его дропа, и указан один раз в порядке возрастания
error-forbidden-organizer = организатор { $id } не является организатором этого API-ключа
error-insufficient-scope = у этого ключа область { $scope }; здесь нужен ключ с областью { $need } (см. книгу: Ключи и области)
error-key-not-found = API-ключа { $id } нет
error-last-full-key = { $id } — последний ключ full: без него никто не сможет управлять ключами или менять турниры; сначала создайте другой ключ full, затем отзовите этот
error-filter-status = status должен быть registration, swiss, top_cut или finished, а не { $value }
error-filter-order = order должен быть asc или desc, а не { $value }
error-filter-since = since должен быть датой и временем со смещением (2026-12-03T10:00:00Z), а не { $value }
error-filter-action = action должен быть одним из действий журнала аудита (например, result_corrected), а не { $value }
error-filter-via = via должен быть api или console, а не { $value }
error-unsupported-content-encoding = Content-Encoding { $encoding } тела запроса не поддерживается; отправьте его без кодирования или в одном из: { $supported }
error-body-not-decodable = тело запроса — не корректные данные { $encoding }, как утверждает его Content-Encoding
error-book-path = { $path } — не страница книги
error-cors-origin = предварительный запрос CORS отклонён: источнику { $origin } нельзя обращаться к этому API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = предварительный запрос CORS отклонён: запрошенный метод не разрешён для запросов с другого источника
error-cors-headers = предварительный запрос CORS отклонён: запрошенный заголовок не разрешён для запросов с другого источника
error-cors-preflight = предварительный запрос CORS отклонён: он некорректен (Origin или Access-Control-Request-Method отсутствует или неверен)
warning-duplicate-name = { $name }: то же имя, что у игрока { $other }, зарегистрированного раньше: принято; на печатных листах они пронумерованы (#1), (#2), … в порядке регистрации

# Tournament settings.
error-invalid-language = language должен быть одним из { $codes } (или null), а не "{ $value }"
error-invalid-starts-at = "{ $value }" — не дата и время RFC 3339 со смещением (например, 2026-12-04T19:00:00+03:00 или 2026-12-04T16:00:00Z)
error-invalid-time-zone = "{ $value }" — не часовой пояс из базы часовых поясов IANA (например, Europe/Moscow)
error-text-too-long = не больше { $max } символов
error-text-control = управляющие символы и символы управления направлением текста не допускаются (найден { $character })
error-metadata-not-object = должен быть объектом со строковыми значениями, например {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = не больше { $max } ключей, а не { $count }
error-metadata-key = ключ "{ $key }" должен содержать от 1 до { $max } символов и ни одного управляющего символа
error-metadata-value-not-string = значение должно быть строкой

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = Раунд { $round }
print-kind-swiss = Швейцарская система
print-kind-playoff = Плей-офф
print-state-pairing = пары составляются
print-state-published = опубликован
print-state-completed = завершён
print-by-table = Пары по столам
print-by-name = Пары по именам
print-standings = Турнирная таблица после раунда { $round }
print-final-standings = Итоговая таблица (топ-{ $cut }; швейцарская таблица после раунда { $round })
print-starts = Начало: { $time }
print-printed = Напечатано: { $time }
print-time = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
 } { $year } г., { $hour }:{ $minute } { $zone }
print-table = Стол
print-player = Игрок
print-opponent = Соперник
print-result = Результат
print-record = Баланс
print-record-note = Баланс: победы-поражения-ничьи до этого раунда.
print-place = Место
print-swiss-rank = Место после швейцарки
print-rank = Место
print-points = Очки
print-wld = В-П-Н
print-missed = Пропущено
print-bye = БАЙ
print-bye-result = бай
print-double-loss = двойное поражение
print-dropped = дроп
print-slips = Бланки результатов
print-games-won = Выиграно игр
print-games-lost = Проиграно игр
print-games-drawn = Игр вничью
print-signature = Подпись
print-slip-note = Оба игрока заполняют игры и подписываются; отдайте бланк организатору.
print-slip-online = Или внесите результат на своей странице игрока: { $url } (ссылка на бланке с вашим кодом).
print-bracket = Сетка топ-{ $cut }
bracket-final = Финал
bracket-semifinal = Полуфиналы
bracket-quarterfinal = Четвертьфиналы
bracket-round-of = Топ-{ $players }
bracket-champion = Чемпион
bracket-seed = { $seed }-е место
bracket-vs = —
bracket-won = { $name }: победа { $wins }–{ $losses }
bracket-forfeit = техническая победа
bracket-to-come = определится позже
bracket-playing = идёт игра

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = это не код игрока (проверьте его или попросите у организатора новый)
error-player-code-forbidden = код игрока можно использовать только на /api/v1/me; для всего остального нужен ключ организатора
error-player-code-required = этому запросу нужен `Authorization: Player <code>`
error-player-code-guesses = слишком много неверных кодов с этого адреса или для этого кода; повторите через { $retry_after } с
player-round = Раунд { $round }
player-bye = В этом раунде у вас бай: матча нет.
player-not-seated = В этом раунде вас нет в парах.
player-result-double-loss = Результат: двойное поражение (оба игрока проиграли матч; для вас это 0-2 по играм)
player-record = Баланс { $wins }-{ $losses }-{ $draws }, очков за матчи: { $points }
player-rank = { $rank }-е место из { $of } после раунда { $round }
player-final-place = Итоговое место: { $place }
player-dropped = дроп
player-no-round = Ни один раунд ещё не опубликован. Страница обновится, когда это произойдёт.
player-finished = Турнир завершён.
player-champion = Чемпион: { $name }
player-out-of-playoff = Вы не в плей-офф (или уже выбыли из него): в этом раунде у вас нет матча. Ваше место — ниже.
player-guide-link = Как устроены эта страница и турнир (руководство игрока)
player-unknown-title = Код не распознан
player-unknown-text = Эта ссылка или код не принадлежит игроку идущего турнира. Сверьте их с бланком или попросите у организатора новый.
player-wait-title = Слишком много попыток
player-wait-text = Эта ссылка не распознана, и из вашей сети пришло слишком много неверных ссылок. Подождите { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
} и проверьте ссылку на бланке.
player-code-gone = Эта ссылка больше не открывает вашу страницу (возможно, организатор выдал вам новый код), поэтому страница перестала обновляться. Воспользуйтесь ссылкой с самого нового бланка.
slips-title = коды игроков
slips-scan = Отсканируйте, чтобы увидеть свой стол и место в таблице:
slips-code = Код:
slips-type = Нет камеры? Откройте этот адрес и введите код:
player-enter-title = Откройте свою страницу игрока
player-enter-intro = Введите код с бланка, чтобы увидеть свой стол, результат и место в таблице.
player-enter-label = Ваш код игрока
player-enter-hint = 20 латинских букв и цифр, как на бланке. Регистр, пробелы и дефисы не важны.
player-enter-send = Открыть мою страницу
player-enter-again = Ввести код
slips-secret = Никому не показывайте этот бланк: код — ваш доступ.
slips-no-code = Кода пока нет: выпустите игроку новый код и напечатайте снова.
slips-other-key = Этот код создан с другим ключом сервера: выпустите новый и напечатайте снова.

# Player self-reporting (RULES.md §12)
error-self-reporting-off = в этом турнире игроки не вносят результаты сами: сообщите результат организатору
error-no-open-match = у вас нет матча в опубликованном раунде, о котором можно сообщить
error-result-already-entered = у этого матча уже есть результат: исправить его может только организатор
error-report-disputed = игроки сообщили разные результаты: результат внесёт организатор
error-nothing-to-confirm = ваш соперник ещё не сообщил результат
error-own-report = нельзя подтвердить результат, который вы сообщили сами: его подтверждает соперник
error-form-fields = форма заполнена не полностью: обновите страницу и попробуйте снова
player-form-refused-title = Форма не принята
player-form-refused = форма не принята (она пришла с другого сайта или устарела): обновите страницу и попробуйте снова
player-self-reporting-off = В этом турнире результаты вносит организатор.
player-confirm-send = Подтвердить этот результат
player-report-title = Сообщите результат
player-report-wins = Выиграно игр
player-report-losses = Проиграно игр
player-report-draws = Игр вничью
player-report-send = Отправить
player-drop-send = Выйти из турнира (дроп)
player-done-reported = Ваш результат сохранён.
player-done-confirmed = Результат подтверждён и внесён.
player-done-dropped = Вы выбыли: со следующего раунда вас не будут ставить в пары.
player-refused = Не получилось. Обновите страницу или обратитесь к организатору.
player-refused-finished = Турнир завершён: сообщать больше нечего.
player-refused-dropped = Вы уже выбыли.
player-refused-playoff-draw = Матч плей-офф не может закончиться ничьей.
player-drop-ask = Со следующего раунда вас не будут ставить в пары. Матч текущего раунда засчитывается. Выйти сейчас?
player-drop-yes = Да, я выхожу
player-drop-no = Нет, вернуться на мою страницу
number-percent = { $value }%
player-table = Стол { $table }
player-against = соперник: { $opponent }
player-bye-title = Бай
player-clock-label = Осталось времени
player-extension = Ваш стол: +{ $time }, до { $ends }
player-extension-stopped = Ваш стол: +{ $time }
player-score-won = вы выиграли { $score }
player-score-lost = вы проиграли { $score }
player-score-draw = ничья, { $score }
player-result-entered = Результат внесён: { $result }
player-reported = Вы сообщили: { $result }. Ждём подтверждения соперника ({ $opponent }).
player-their-report = { $opponent } сообщает: { $outcome ->
        [win] победа { $theirs } (у вас поражение { $mine })
        [loss] поражение { $theirs } (у вас победа { $mine })
       *[draw] матч закончился вничью, { $mine }
    }. Всё верно?
player-not-right = Нет, было иначе
player-change-report = Изменить мой результат
player-won-2-0 = Победа 2–0
player-won-2-1 = Победа 2–1
player-lost-1-2 = Поражение 1–2
player-lost-0-2 = Поражение 0–2
player-draw-1-1 = Ничья 1–1
player-other-result = Другой результат…
player-choose = выберите
player-disputed-title = Подойдите к организатору
player-disputed-text = Вы с соперником сообщили разные результаты, поэтому результат вносит организатор.
player-you-reported = Вы сообщили
player-they-reported = { $opponent } сообщает
player-standing-title = Ваше место в таблице
player-why-opponent = Почему этот соперник
player-why-rank = Почему это место
player-opponents-mw = Процент побед в матчах (MW%) ваших соперников; их среднее — ваш OMW%:
player-opponent-mw = Раунд { $round }: { $opponent }, { $mw }
player-cut-locked = Вы проходите в топ-{ $size } по очкам за матчи, что бы ни случилось в этом раунде.
player-cut-draw_is_safe = Ничьей в этом раунде достаточно для топ-{ $size }.
player-cut-win_and_in = Победа в этом раунде выводит вас в топ-{ $size }; ничьей может не хватить.
player-cut-tiebreakers_decide = Даже победы может не хватить для топ-{ $size }: решат тайбрейкеры и другие столы.
player-cut-out = Вы больше не можете попасть в топ-{ $size } по очкам за матчи.
player-refresh = Обновить
player-new-info = Есть новости: нажмите, чтобы обновить
player-live-paired = Пары раунда { $round } составлены: стол { $table }, соперник — { $opponent }
player-live-updated = Ваша страница обновлена.
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = пары раунда { $round } ещё составляются: его часы пойдут после публикации
error-clock-round-completed = раунд { $round } завершён: его время вышло
error-clock-already-started = часы раунда { $round } уже запущены
error-clock-not-running = часы раунда { $round } не идут
error-clock-not-paused = часы раунда { $round } не на паузе
error-clock-started = часы раунда { $round } запущены: продлите раунд вместо изменения его лимита
error-no-time-limit = у раунда { $round } нет лимита времени: сначала задайте его
error-invalid-extension = продление должно быть от 1 до { $max } секунд, а не { $value }
error-invalid-time-limit = лимит времени должен быть от 1 до { $max } секунд, а не { $value }
error-clock-time-went-back = часы сервера отстают от последнего момента часов раунда { $round }: попробуйте снова
error-bye-table-extension = стол { $table } — это бай: продлевать нечего
screen-clock-not-started = Часы не запущены
screen-clock-paused = Часы на паузе
screen-time-up = Время вышло
screen-round-completed = Все результаты внесены
screen-waiting = Ждём пары

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = события { $id } ещё нет: последнее событие этого турнира — { $latest }
error-events-expired = события после { $id } больше не хранятся (самое старое из хранимых — { $oldest }): прочитайте турнир заново и откройте поток без id
error-last-event-id = id события { $id } — не целое число

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } — не момент времени RFC 3339 (например, 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = раунд { $round } в состоянии "{ $state }": часы идут только у опубликованного раунда; у раунда, пары которого составляются, может быть только свой лимит времени, у завершённого — ничего
error-document-clock-no-limit = раунд без лимита времени не может быть запущен, поставлен на паузу или продлён
error-document-clock-order = моменты часов идут не по порядку: пауза идёт после старта, завершённые паузы укладываются между стартом и текущей паузой (или текущим моментом), а продления перечислены от старых к новым
error-document-clock-future = этот момент позже текущего времени сервера

## The organizer's console (/console/)

console-title = Консоль PlanesForge
console-signed-in-as = Вход выполнен как
console-scope-note = ключ { $scope }: показано только то, что ему разрешено
console-keys = API-ключи
console-keys-scopes = У каждого ключа есть область: read (только чтение, для сайта), results (результаты и часы раунда: планшет судьи) или full (всё, включая ключи). Ключ показывается один раз, при создании.
console-key-scope = Область
console-key-last-used = Последнее использование
console-key-never = никогда
console-key-revoke = Отозвать
console-key-revoked = Ключ отозван: с этого момента он отклоняется, а во всех консолях, где вошли с ним, выполнен выход.
console-key-new = Новый ключ
console-key-create = Создать ключ
console-key-made = Новый ключ, показывается только сейчас: скопируйте его.
console-key-scope-unknown = Выберите область: read, results или full.
console-sign-out = Выйти
console-sign-out-everywhere = Выйти на всех устройствах
console-sign-in-title = Вход в консоль
console-with-key = С вашим API-ключом
console-key-label = API-ключ
console-key-hint = Ключ, который ваш магазин получил при создании (начинается с pf_). Он отправляется один раз и больше не показывается; этот браузер хранит только сессию.
console-sign-in = Войти
console-new-store = Новый магазин
console-store-name = Название магазина или клуба
console-create-store = Создать магазин и войти
console-key-unknown = Такой API-ключ неизвестен. Проверьте, что он вставлен целиком.
console-refused-title = Эту форму нельзя принять
console-refused-text = Форма пришла с другой страницы или устарела. Откройте страницу заново и повторите действие.
console-not-found-title = Не найдено
console-not-found-text = Среди ваших турниров такого нет.
console-error-title = Что-то пошло не так
console-error-text = Сервер не смог это выполнить (ошибка { $status }). Ничего не изменилось. Попробуйте ещё раз; если повторится, сообщите тому, кто обслуживает этот сервис.
console-bad-request-title = Это сделать нельзя
console-bad-request-text = Адрес или форма не такие, как ожидает консоль (ошибка { $status }). Ничего не изменилось. Вернитесь к списку и попробуйте оттуда ещё раз.
console-back-to-list = К вашим турнирам
console-tournaments = Ваши турниры
console-new-tournament = Новый турнир
console-filter = Фильтр по состоянию
console-all = Все
console-status-registration = Регистрация
console-status-swiss = Швейцарские раунды
console-status-top_cut = Плей-офф
console-status-finished = Завершён
console-none-yet = Турниров пока нет. Создайте первый.
console-col-name = Название
console-col-status = Состояние
console-col-players = Игроки
console-col-round = Раунд
console-col-created = Создан
console-older = Более старые турниры
console-deleted = Турнир удалён.
console-format = Формат
console-format-hint = Например, Pauper, Modern, Draft.
console-starts-at = Начало
console-time-zone = Часовой пояс
console-time-zone-hint = Название пояса, например Europe/Moscow; в нём показывается время на листах.
console-location = Место проведения
console-rounds = Швейцарские раунды
console-rounds-hint = Оставьте пустым, чтобы взять рекомендацию по числу игроков.
console-top-cut = Плей-офф
console-no-top-cut = Без плей-офф
console-language = Язык листов
console-language-default = Свой у каждого читателя
console-create = Создать
console-cancel = Отмена
console-not-a-number = Число раундов и размер плей-офф должны быть целыми числами.
console-created = Турнир создан.
console-players-added = { $count ->
    [one] Зарегистрирован { $count } игрок.
    [few] Зарегистрировано { $count } игрока.
    [many] Зарегистрировано { $count } игроков.
   *[other] Зарегистрировано { $count } игрока.
}
console-no-names = Введите хотя бы одно имя.
console-too-many-names = Не больше { $max } имён за раз.
console-players = Игроки
console-no-players = Игроков пока нет.
console-dropped-after = Дроп после раунда { $round }
console-playing = Играет
console-register = Регистрация игроков
console-names-label = Имена, по одному в строке
console-names-hint = Вставьте список или введите имена; каждая строка — один игрок. На повторяющиеся имена будет предупреждение.
console-add-players = Зарегистрировать
console-open = Открыть
console-open-standings = Таблица для печати
console-round = Раунд { $round }
console-round-deleted = Раунд { $round } удалён.
console-result-entered = Стол { $table }: результат внесён.
console-round-paired = Пары раунда составлены. Проверьте их, затем опубликуйте.
console-round-published = Раунд опубликован: игроки видят свои столы.
console-round-unpublished = Раунд снова в составлении пар: игроки его больше не видят.
console-round-repaired = Пары раунда составлены заново.
console-result-unreadable = Введите номер стола и результат, например 2-1, 1-2, 2-0-1, 0-0-3 или dl (двойное поражение).
console-state-pairing = пары составляются
console-state-published = опубликован
console-state-completed = завершён
console-pair-next = Составить пары следующего раунда
console-rounds-heading = Раунды
console-no-rounds = Раундов пока нет.
console-publish = Опубликовать
console-unpublish = Снять с публикации
console-repair = Составить пары заново
console-delete-round = Удалить раунд
console-result-box = Внести результат
console-result-hint = С точки зрения первого игрока: 2-1, 1-2, 2-0-1, 0-0-3 или dl для двойного поражения. Enter сохраняет и переходит к следующему столу, который ещё играет.
console-enter = Сохранить
console-still-playing = Ещё играют
console-col-time-left = Осталось времени
console-time-up = Время вышло
console-finished-tables = Столы с результатом
console-tables = Столы
console-all-results-in = Все результаты внесены.
console-col-table = Стол
console-col-player-a = Игрок
console-col-player-b = Соперник
console-col-result = Результат
console-col-reports = Сообщили игроки
console-bye = Бай
console-report-reported = сообщён
console-report-confirmed = подтверждён
console-report-disputed = спорный
console-report-settled = решён
console-warnings = Предупреждения
console-table-n = Стол { $table }
console-actions = Действия
console-print-pairings = Пары для печати (по столам)
console-print-by-name = Пары для печати (по именам)
console-screen = Экран на стене
console-open-slips = Бланки с кодами игроков (все)
console-col-slip = Бланк с кодом
console-slip = Печать

console-clock = Часы
console-clock-not-started = Не запущены · на игру { $time }
console-clock-running = Идут · осталось { $time }
console-clock-paused = Пауза · осталось { $time }
console-clock-finished = Остановлены · оставалось { $time }
console-clock-done = Часы изменены.
console-clock-start = Запустить часы
console-clock-pause = Пауза
console-clock-resume = Продолжить
console-extend-minutes = Дополнительные минуты
console-extend-table = Только этот стол (необязательно)
console-extend-table-hint = Оставьте пустым, чтобы продлить весь раунд; номер стола продлевает только этот стол (дополнительное время от судьи).
console-extend = Продлить
console-settle-with = Решить: { $result }, как сообщил(а) { $player }
console-correct-box = Исправить результат
console-correction-title = Исправить результат стола { $table }?
console-correction-line = Стол { $table }: { $old } становится { $new }.
console-correction-later = { $span ->
    [one] Пары раунда { $first } составлены по старому результату и не будут пересоставлены.
   *[several] Пары раундов с { $first } по { $last } составлены по старому результату и не будут пересоставлены.
}
console-correction-audit = Таблица меняется сразу; журнал аудита хранит результат до и после.
console-correction-save = Сохранить исправление
console-remove-title = Удалить игрока { $player } из турнира?
console-remove-line = Игрок исчезает из всех списков, подсчётов, листов и таблицы, как будто никогда не регистрировался. Удалить можно только игрока, который не играл в опубликованном раунде; остальным оформляется дроп.
console-remove-repair = Если в раунде, пары которого составляются, он рассажен, пары составляются заново без него.
console-remove = Удалить
console-player-drop = Игроку { $player } оформлен дроп.
console-player-readmit = { $player } снова в турнире.
console-player-rename = Теперь игрока зовут { $player }.
console-player-remove = Игрок { $player } удалён.
console-change = Изменить
console-new-name = Новое имя
console-rename = Переименовать
console-readmit = Вернуть в турнир
console-drop = Дроп
console-the-end = Завершение турнира
console-finish = Завершить турнир
console-finish-title = Завершить турнир «{ $name }»?
console-finish-line = Итоговая таблица фиксируется, и игроки видят турнир завершённым. Его можно открыть снова, чтобы исправить результат.
console-finished = Турнир завершён.
console-reopen = Открыть турнир снова
console-reopened = Турнир снова открыт.
console-delete = Удалить турнир
console-delete-title = Удалить турнир «{ $name }»?
console-delete-line = Турнир, его игроки, раунды, результаты и журнал аудита удаляются навсегда. Сначала экспортируйте документ, чтобы сохранить копию.
console-standings = Турнирная таблица
console-after-round = после раунда { $round }
console-champion = Чемпион
console-col-rank = Место
console-col-points = Очки
console-col-record = Баланс
console-col-why = Почему здесь
console-dropped = дроп
console-cut-line = Граница топа (топ-{ $size })
console-cut-line-hint = Перед раундом, который решает, кто пройдёт в топ: что нужно каждому игроку по очкам за матчи, что бы ни было за другими столами.
console-col-advice = Нужно
console-cut-locked = Проходит в любом случае
console-cut-draw_is_safe = Хватит ничьей
console-cut-win_and_in = Хватит победы
console-cut-tiebreakers_decide = Решат тайбрейкеры
console-cut-out = Не проходит в топ
console-top-cut-size = Игроков в плей-офф
console-top-cut-create = Создать плей-офф
console-print-bracket = Сетка для печати
console-swiss-rank = после швейцарки: { $rank }-е место
console-live-changed = Эта страница изменилась на другом устройстве; она обновится, когда вы уйдёте из формы.
console-live-updated = Обновлено с изменениями с другого устройства.
console-stale = Этот раунд изменился на другом устройстве после того, как страница была показана; ничего не сделано. Вот он сейчас: повторите действие, если оно всё ещё нужно.
console-audit = Журнал аудита
console-audit-action = Действие
console-audit-via = Через
console-via-console = Консоль
console-via-api = API
console-filter-apply = Фильтр
console-audit-empty = Нет подходящих записей.
console-audit-when = Когда (UTC)
console-audit-who = Кто
console-audit-detail = Что изменилось
console-audit-next = Более поздние записи
console-swap = Поменять
console-swap-first-player = Первый игрок
console-swap-second-player = Второй игрок
console-swap-players = Поменять игроков местами
console-swap-first-table = Первый стол
console-swap-second-table = Второй стол
console-swap-tables = Поменять столы местами
console-swapped = Обмен сделан; пары раунда всё ещё составляются.
console-seat = { $player }, стол { $table }
console-interface-language = Язык консоли
console-interface-language-set = Изменить
console-edit = Изменить турнир
console-recommended = Игроков: { $players }; рекомендуется швейцарских раундов: { $rounds }, плей-офф: { $cut }.
console-top-cut-later = Решить позже
console-self-reporting = Игроки сами сообщают результаты
console-save = Сохранить
console-export = Экспортировать документ (файл для хранения)
console-edited = Турнир сохранён.
console-late-entry = Пары раунда { $round } уже составлены: для новых игроков каждый раунд, пары которого составлены до их регистрации, считается пропущенным (без очков за матчи, поражение в их собственном проценте побед в матчах, без соперника, без игр); их ставят в пары со следующего раунда.
console-repaired-for-late = Пары раунда { $round }, которые ещё составлялись, составлены заново с ними.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = да
console-no = нет
audit-action-tournament-imported = Турнир импортирован
audit-action-tournament-updated = Турнир изменён
audit-action-tournament-finished = Турнир завершён
audit-action-tournament-reopened = Турнир открыт снова
audit-action-player-added = Игрок зарегистрирован
audit-action-player-updated = Данные игрока изменены
audit-action-player-renamed = Игрок переименован
audit-action-player-dropped = Дроп игрока
audit-action-player-readmitted = Игрок возвращён в турнир
audit-action-player-removed = Игрок удалён
audit-action-player-code-rotated = Новый код игрока
audit-action-round-created = Пары раунда составлены
audit-action-round-repaired = Пары раунда составлены заново
audit-action-round-deleted = Раунд удалён
audit-action-players-swapped = Игроки поменяны местами
audit-action-tables-swapped = Столы поменяны местами
audit-action-round-published = Раунд опубликован
audit-action-round-unpublished = Раунд снят с публикации
audit-action-round-completed = Раунд завершён
audit-action-result-entered = Результат внесён
audit-action-result-corrected = Результат исправлен
audit-action-result-removed = Результат удалён
audit-action-result-reported = Результат сообщён игроком
audit-action-result-confirmed = Результат подтверждён соперником
audit-action-result-disputed = Результат оспорен
audit-action-top-cut-created = Плей-офф сформирован
audit-action-playoff-forfeit = Техническая победа в плей-офф
audit-action-clock-started = Часы запущены
audit-action-clock-paused = Часы поставлены на паузу
audit-action-clock-resumed = Часы снова запущены
audit-action-clock-extended = Время продлено
audit-action-table-extended = Дополнительное время для одного стола
audit-action-clock-limit-set = Время раунда задано
audit-action-clock-settings-changed = Настройки часов изменены
audit-field-after = после
audit-field-before = до
audit-field-bye = бай
audit-field-dropped = дроп
audit-field-name = имя
audit-field-planned-rounds = запланировано раундов
audit-field-player = игрок
audit-field-player-a = игрок
audit-field-player-b = соперник
audit-field-players = игроки
audit-field-reason = причина
audit-field-reports-removed = сообщения игроков удалены
audit-field-result = результат
audit-field-rounds = раунды
audit-field-seconds = секунды
audit-field-size = размер
audit-field-table = стол
audit-field-tables = столы
audit-field-time-limit-s = время раунда (секунды)
audit-field-top-cut = плей-офф
audit-field-warnings = предупреждения

## The console's import (on the new-tournament page).
console-import = Импортировать турнир
console-import-file = Документ турнира (ранее экспортированный файл)
console-import-hint = Файл, сохранённый ссылкой «Экспортировать документ» на странице турнира, или файл из API. Сначала он целиком проверяется, затем становится вашим новым турниром; каждый игрок получает новый код.
console-import-button = Импортировать
console-import-empty = Файл пуст: выберите документ, сохранённый через «Экспортировать документ».
console-import-unreadable = Не удалось прочитать форму ({ $reason }).
console-imported = Турнир импортирован. У каждого игрока новый код: напечатайте бланки с кодами заново.
