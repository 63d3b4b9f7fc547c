#include "rulesdialog.h"

#include "games/gameregistry.h"

#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

RulesDialog::RulesDialog(const QString& game, const QString& language, QWidget* parent)
    : QDialog(parent)
    , m_text(new QTextBrowser(this))
    , m_close(new QPushButton(tr("Close"), this)) {
    setWindowTitle(tr("Rules of %1").arg(gameTitle(game)));
    resize(720, 640);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_close, 0, Qt::AlignRight);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    m_text->setOpenExternalLinks(false);
    const QString html = rulesHtml(game, language);
    m_text->setHtml(html.isEmpty() ? tr("<p>The rules of this game are not written yet.</p>") : html);
}

QString RulesDialog::rulesHtml(const QString& game, const QString& language) {
    QFile file(QStringLiteral(":/rules/%1_%2.html").arg(game, language));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

QString RulesDialog::shownHtml() const {
    return m_text->toHtml();
}
