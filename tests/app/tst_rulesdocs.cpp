// Help -> Rules follows the glossary (docs/glossary.md) and is complete: every game has the same sections in
// English and Indonesian, the English pages use no Indonesian word except a named term inside the gloss the
// screen shows ("Straight (Seri)"), neither language nor the Indonesian translation uses a word the glossary
// rules out, the topics a player needs are there in both languages (by their glossary terms, their menu texts
// and the sentences that state them), and the rules dialog shows each page.
//
// MEJAKARTU_RULES_GRAB=DIR saves each page as the dialog shows it (rules-GAME-LANG.png) and whole
// (rules-GAME-LANG-full.png), to read them as a player would.
#include "games/flagnames.h"
#include "model/languagemanager.h"
#include "panels/rulesdialog.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QXmlStreamReader>

namespace {

const QStringList kGames{QStringLiteral("capsa"), QStringLiteral("canasta"), QStringLiteral("holdem"),
                         QStringLiteral("empatsatu")};

/// The game id of a glossary section or a "Where" cell; empty for the shared words and "all".
QString gameOf(const QString& title) {
    if (title == QLatin1String("Capsa")) return QStringLiteral("capsa");
    if (title == QLatin1String("Canasta")) return QStringLiteral("canasta");
    if (title == QLatin1String("Texas Hold'em")) return QStringLiteral("holdem");
    if (title == QLatin1String("Empat Satu")) return QStringLiteral("empatsatu");
    return {};
}

/// The prefix of the translation contexts of a game's own screens.
QString contextPrefix(const QString& game) {
    if (game == QLatin1String("holdem")) return QStringLiteral("Holdem");
    if (game == QLatin1String("empatsatu")) return QStringLiteral("EmpatSatu");
    QString p = game;
    p[0] = p[0].toUpper();
    return p;
}

struct Term {
    QString game; ///< empty: a shared word
    QString english;
    QStringList englishForms;
    QStringList indonesianForms;
};

struct Avoided {
    QString word;
    QString language;
    QString game; ///< empty: everywhere
};

struct Glossary {
    QList<Term> terms;
    QList<Avoided> avoided;
};

QStringList cells(const QString& line) {
    QStringList out = line.split(QLatin1Char('|'));
    out = out.mid(1, out.size() - 2);
    for (QString& c : out) c = c.trimmed();
    return out;
}

QStringList forms(const QString& cell) {
    QStringList out;
    for (const QString& f : cell.split(QStringLiteral(", "))) out << f.trimmed();
    return out;
}

Glossary readGlossary() {
    Glossary g;
    QFile file(QStringLiteral(MEJAKARTU_SOURCE_DIR "/docs/glossary.md"));
    if (!file.open(QIODevice::ReadOnly)) return g;
    QString section;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## "))) section = line.mid(3).trimmed();
        if (!line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1String("|---"))) continue;
        const QStringList c = cells(line);
        if (c.size() < 3 || c[0] == QLatin1String("English") || c[0] == QLatin1String("Not")) continue;
        if (section == QLatin1String("Words we do not use")) {
            if (c.size() == 4)
                g.avoided.append({c[0], c[2], c[3] == QLatin1String("all") ? QString() : gameOf(c[3])});
        } else {
            g.terms.append({gameOf(section), c[0], forms(c[0]), forms(c[1])});
        }
    }
    return g;
}

/// The text a reader sees: tags out, entities decoded, white space collapsed.
QString plainText(QString html) {
    static const QRegularExpression block(
        QStringLiteral("</?(p|li|td|th|tr|h\\d|ul|ol|table|br|body|html)[^>]*>"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    html.replace(block, QStringLiteral(" "));
    html.replace(tag, QString());
    html.replace(QLatin1String("&lt;"), QLatin1String("<"));
    html.replace(QLatin1String("&gt;"), QLatin1String(">"));
    html.replace(QLatin1String("&nbsp;"), QLatin1String(" "));
    html.replace(QLatin1String("&quot;"), QLatin1String("\""));
    html.replace(QLatin1String("&amp;"), QLatin1String("&"));
    html.replace(QChar(0x00a0), QLatin1Char(' '));
    return html.replace(space, QStringLiteral(" "));
}

/// Whether `word` occurs in `text` as a whole word, case aside; `suffixes` also allows Indonesian -mu, -nya
/// and -ku after it.
bool containsWord(const QString& text, const QString& word, bool suffixes = false) {
    const QString pattern = QStringLiteral("(?<!\\w)") + QRegularExpression::escape(word) +
                            (suffixes ? QStringLiteral("(?:mu|nya|ku)?") : QString()) +
                            QStringLiteral("(?!\\w)");
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption |
                                           QRegularExpression::UseUnicodePropertiesOption)
        .match(text)
        .hasMatch();
}

/// Whether `text` has a word starting with `term` ("instant win" finds "instant wins").
bool containsTerm(const QString& text, const QString& term) {
    return QRegularExpression(QStringLiteral("(?<!\\w)") + QRegularExpression::escape(term),
                              QRegularExpression::CaseInsensitiveOption |
                                  QRegularExpression::UseUnicodePropertiesOption)
        .match(text)
        .hasMatch();
}

QString page(const QString& game, const QString& language) {
    return plainText(RulesDialog::rulesHtml(game, language));
}

/// The Indonesian form of a named term glossed in English: "Seri" of "Straight (Seri)"; empty if none.
QString namedForm(const Term& t, const QString& indonesian) {
    return t.english.endsWith(QLatin1Char('(') + indonesian + QLatin1Char(')'), Qt::CaseInsensitive)
               ? indonesian
               : QString();
}

struct Message {
    QString context;
    QString text;
};

/// Every message of a translation file: its English source, or its translation (numerus forms joined).
QList<Message> messages(const QString& file, bool translations) {
    QList<Message> out;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&f);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
            if (!translations) out.append({context, source});
        }
        if (translations && xml.name() == QLatin1String("translation"))
            out.append({context, xml.readElementText(QXmlStreamReader::IncludeChildElements)});
    }
    return out;
}

QStringList headings(const QString& html) {
    QStringList out;
    static const QRegularExpression h(QStringLiteral("<h(\\d)>"));
    for (auto it = h.globalMatch(html); it.hasNext();) out << it.next().captured(1);
    return out;
}

} // namespace

class TestRulesDocs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        m_glossary = readGlossary();
        QVERIFY(m_glossary.terms.size() > 100);
        QVERIFY(m_glossary.avoided.size() > 10);
    }

    void bothLanguagesHaveTheSameSections_data() {
        QTest::addColumn<QString>("game");
        for (const QString& g : kGames) QTest::newRow(qPrintable(g)) << g;
    }
    void bothLanguagesHaveTheSameSections() {
        QFETCH(QString, game);
        const QString en = RulesDialog::rulesHtml(game, QStringLiteral("en"));
        const QString id = RulesDialog::rulesHtml(game, QStringLiteral("id"));
        QVERIFY(en.size() > 3000 && id.size() > 3000);
        QCOMPARE(headings(id), headings(en));
        for (const char* element : {"<table", "<tr>", "<li>", "<p>"})
            QVERIFY2(en.count(QLatin1String(element)) == id.count(QLatin1String(element)), element);
    }

    // The English pages say what the English screen says: an Indonesian word appears only as a named term in
    // its gloss, "Straight (Seri)", and that gloss is on the page of its game.
    void englishHelpUsesTheEnglishWords() {
        QStringList glosses;
        for (const Term& t : m_glossary.terms)
            for (const QString& f : t.indonesianForms)
                if (!namedForm(t, f).isEmpty()) glosses << t.english;
        std::sort(glosses.begin(), glosses.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        QStringList problems;
        for (const QString& game : kGames) {
            const QString text = page(game, QStringLiteral("en"));
            QString unglossed = text;
            for (const QString& g : glosses) unglossed.replace(g, QString(), Qt::CaseInsensitive);
            for (const Term& t : m_glossary.terms) {
                for (const QString& f : t.indonesianForms) {
                    if (t.englishForms.contains(f, Qt::CaseInsensitive)) continue;
                    const bool named = !namedForm(t, f).isEmpty();
                    if (named && t.game == game && !text.contains(t.english, Qt::CaseInsensitive))
                        problems << game + QStringLiteral(": no \"") + t.english + QLatin1Char('"');
                    if (containsWord(named ? unglossed : text, f))
                        problems << game + QStringLiteral(": \"") + f + QStringLiteral("\" (") + t.english +
                                        QLatin1Char(')');
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    // The words the glossary rules out appear neither in Help nor, in Indonesian, in the translation.
    void avoidedWordsAreNotUsed() {
        const QList<Message> english =
            messages(QStringLiteral(MEJAKARTU_SOURCE_DIR "/translations/mejakartu_id.ts"), false);
        const QList<Message> indonesian =
            messages(QStringLiteral(MEJAKARTU_SOURCE_DIR "/translations/mejakartu_id.ts"), true);
        QVERIFY(english.size() > 150 && english.size() == indonesian.size());
        QStringList problems;
        for (const Avoided& a : m_glossary.avoided) {
            for (const QString& game : kGames) {
                if (!a.game.isEmpty() && a.game != game) continue;
                if (containsWord(page(game, a.language), a.word, a.language == QLatin1String("id")))
                    problems << game + QLatin1Char('_') + a.language + QStringLiteral(".html: ") + a.word;
            }
            for (const Message& m : a.language == QLatin1String("id") ? indonesian : english) {
                if (!a.game.isEmpty() && !m.context.startsWith(contextPrefix(a.game))) continue;
                if (containsWord(m.text, a.word, a.language == QLatin1String("id")))
                    problems << m.context + QStringLiteral(": ") + a.word + QStringLiteral(" in \"") +
                                    m.text + QLatin1Char('"');
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    // Each topic by its glossary term, in both languages.
    void topicsByTheirGlossaryTerms_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("english");
        const QList<QPair<const char*, const char*>> topics{
            {"capsa", "instant win"},      {"capsa", "placement points"},
            {"capsa", "penalty"},          {"canasta", "ask partner"},
            {"canasta", "black 3"},        {"canasta", "target"},
            {"canasta", "perfect go-out"}, {"canasta", "penalty cards"},
            {"holdem", "tournament"},      {"holdem", "out of the tournament"},
            {"holdem", "rising blinds"},   {"holdem", "blind level"},
            {"holdem", "turbo"},           {"holdem", "heads-up"},
            {"holdem", "full raise"},      {"holdem", "reopen the betting"},
            {"empatsatu", "Stop (Ketuk)"},
        };
        for (const auto& [game, term] : topics)
            QTest::newRow(
                qPrintable(QString::fromLatin1(game) + QLatin1Char(' ') + QString::fromLatin1(term)))
                << QString::fromLatin1(game) << QString::fromLatin1(term);
    }
    void topicsByTheirGlossaryTerms() {
        QFETCH(QString, game);
        QFETCH(QString, english);
        const auto it = std::find_if(m_glossary.terms.begin(), m_glossary.terms.end(),
                                     [&](const Term& t) { return t.english == english; });
        QVERIFY2(it != m_glossary.terms.end(),
                 qPrintable(english + QStringLiteral(" is not in the glossary")));
        const QString en = page(game, QStringLiteral("en"));
        const QString id = page(game, QStringLiteral("id"));
        QVERIFY2(std::any_of(it->englishForms.begin(), it->englishForms.end(),
                             [&](const QString& f) { return containsTerm(en, f); }),
                 qPrintable(english));
        QVERIFY2(std::any_of(it->indonesianForms.begin(), it->indonesianForms.end(),
                             [&](const QString& f) { return containsTerm(id, f); }),
                 qPrintable(it->indonesianForms.join(QStringLiteral(", "))));
    }

    // The options a topic depends on, by the exact texts of the Variant menu in each language.
    void topicsByTheirMenuTexts() {
        LanguageManager languages;
        QStringList problems;
        for (const char* language : {"en", "id"}) {
            const QString lang = QString::fromLatin1(language);
            QVERIFY(languages.setLanguage(lang));
            const QList<QPair<QString, QString>> needed{
                {QStringLiteral("capsa"), choiceTitle(QStringLiteral("capsa"), QStringLiteral("scoring"),
                                                      QStringLiteral("Placement"))},
                {QStringLiteral("capsa"), presetTitle(QStringLiteral("capsa-banting"))},
                {QStringLiteral("canasta"),
                 flagTitle(QStringLiteral("canasta"), QStringLiteral("targetScore"))},
                {QStringLiteral("canasta"), flagTitle(QStringLiteral("canasta"), QStringLiteral("seating"))},
                {QStringLiteral("canasta"),
                 choiceTitle(QStringLiteral("canasta"), QStringLiteral("seating"), QStringLiteral("Draw"))},
                {QStringLiteral("canasta"),
                 choiceTitle(QStringLiteral("canasta"), QStringLiteral("seating"), QStringLiteral("Fixed"))},
                {QStringLiteral("holdem"),
                 flagTitle(QStringLiteral("holdem"), QStringLiteral("risingBlinds"))},
                {QStringLiteral("holdem"),
                 flagTitle(QStringLiteral("holdem"), QStringLiteral("handsPerLevel"))},
                {QStringLiteral("holdem"), presetTitle(QStringLiteral("holdem-nolimit"))},
                {QStringLiteral("holdem"), presetTitle(QStringLiteral("holdem-turbo"))},
                {QStringLiteral("holdem"), presetTitle(QStringLiteral("holdem-headsup"))},
            };
            for (const auto& [game, text] : needed)
                if (!page(game, lang).contains(text, Qt::CaseInsensitive))
                    problems << game + QLatin1Char('_') + lang + QStringLiteral(": ") + text;
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    // The rules themselves, as the core plays them, stated in both languages.
    void topicsByTheirSentences_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("indonesian");
        // core/capsa/instantwin.cpp: equal instant wins go to the one nearer the 3♦ holder; the others by
        // their highest card (all hold 13).
        QTest::newRow("capsa equal instant wins")
            << "capsa"
            << "equal instant wins[^.]*nearer the holder of the 3♦"
            << "menang langsung yang sama kuat[^.]*lebih dekat ke pemegang 3♦";
        QTest::newRow("capsa others after an instant win") << "capsa"
                                                           << "others are ranked by their highest card"
                                                           << "diurutkan menurut kartu tertingginya";
        // core/canasta/board.h obligedToGoOut(): asked after melding, bound whatever the answer.
        QTest::newRow("canasta asked after melding")
            << "canasta"
            << "already melded in this turn when asking must go out whatever the answer"
            << "sudah menurunkan meld di giliran itu saat bertanya wajib go-out apa pun jawabannya";
        QTest::newRow("canasta black 3 as the final discard") << "canasta"
                                                              << "black 3 may be your final discard"
                                                              << "tiga hitam boleh menjadi buangan terakhir";
        // core/canasta/state.cpp endsWithoutDiscard(): one card left, no way out, after a red 3 as the last
        // stock card.
        QTest::newRow("canasta red 3 as the last stock card")
            << "canasta"
            << "red 3 drawn as the last stock card[^.]*\\. Only a player who is then left with a single card "
               "and "
               "may not go out[^.]*ends the hand without a discard"
            << "tiga merah yang ditarik sebagai kartu terakhir stok[^.]*\\. Hanya pemain yang lalu tinggal "
               "memegang satu kartu dan tidak boleh go-out[^.]*mengakhiri babak tanpa membuang";
        // core/holdem/state.cpp endHand(), publictable.cpp raiseRefusal() and check().
        QTest::newRow("holdem end of the tournament") << "holdem"
                                                      << "until one player holds every chip"
                                                      << "sampai satu pemain memegang semua chip";
        QTest::newRow("holdem several short all-ins") << "holdem"
                                                      << "several short all-ins[^.]*reopen the betting"
                                                      << "beberapa all-in[^.]*membuka taruhan lagi";
        QTest::newRow("holdem no fold for free") << "holdem"
                                                 << "nothing to call you cannot fold"
                                                 << "tidak ada yang perlu di-call, Anda tidak bisa fold";
    }
    void topicsByTheirSentences() {
        QFETCH(QString, game);
        QFETCH(QString, english);
        QFETCH(QString, indonesian);
        const auto has = [](const QString& text, const QString& pattern) {
            return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption)
                .match(text)
                .hasMatch();
        };
        QVERIFY2(has(page(game, QStringLiteral("en")), english), qPrintable(english));
        QVERIFY2(has(page(game, QStringLiteral("id")), indonesian), qPrintable(indonesian));
    }

    // The rules dialog shows every page: its title, then the page's own first heading.
    void theDialogShowsEachPage() {
        LanguageManager languages;
        const QString grab = qEnvironmentVariable("MEJAKARTU_RULES_GRAB");
        for (const char* language : {"en", "id"}) {
            const QString lang = QString::fromLatin1(language);
            QVERIFY(languages.setLanguage(lang));
            for (const QString& game : kGames) {
                RulesDialog dialog(game, lang);
                dialog.resize(760, 680);
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                auto* browser = dialog.findChild<QTextBrowser*>();
                QVERIFY(browser);
                const QString shown = browser->toPlainText();
                QVERIFY2(shown.size() > 2500, qPrintable(game));
                static const QRegularExpression h1(QStringLiteral("<h1>(.*)</h1>"));
                const QString title = h1.match(RulesDialog::rulesHtml(game, lang)).captured(1);
                QVERIFY(!title.isEmpty());
                QCOMPARE(shown.section(QLatin1Char('\n'), 0, 0), title);
                if (grab.isEmpty()) continue;
                const QString stem = grab + QStringLiteral("/rules-") + game + QLatin1Char('-') + lang;
                QVERIFY(dialog.grab().save(stem + QStringLiteral(".png")));
                QTextDocument* doc = browser->document();
                const qreal width = browser->viewport()->width();
                doc->setTextWidth(width);
                QImage whole(QSize(int(width), int(doc->size().height()) + 1), QImage::Format_RGB32);
                whole.fill(Qt::white);
                QPainter painter(&whole);
                doc->drawContents(&painter);
                painter.end();
                QVERIFY(whole.save(stem + QStringLiteral("-full.png")));
            }
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

private:
    Glossary m_glossary;
};

QTEST_MAIN(TestRulesDocs)
#include "tst_rulesdocs.moc"
