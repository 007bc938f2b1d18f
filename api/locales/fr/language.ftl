# This language: how pickers name it, which requested tags choose it, and
# how it writes numbers. Read by the server (api/src/i18n) and the book.

# The language's name in itself, as a language picker shows it.
language-name = Français
# Lower-case BCP 47 tags that choose this language in `?lang=` and
# `Accept-Language`, space-separated, besides its own code. A requested tag
# matches the longest of them that is the tag itself or a prefix of it
# ending at a `-` (so `zh-hant` matches `zh-Hant-TW`).
language-tags = fr
# The decimal separator of the language's numbers (0.5915 or 0,5915).
language-decimal-separator = ,
