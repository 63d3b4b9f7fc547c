// startup-floor FILE.png: the floor for scripts/bench-startup. The least a Qt program showing a hand of Meja
// Kartu cards must do: a main window of the program's default size with a menu bar, thirteen cards of the
// project's deck rendered from its SVG and painted on a felt, grabbed and saved as soon as it is first
// painted (as `mejakartu --moves 0 --screenshot FILE` does), then exit.
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <utility>

namespace {

class Hand : public QWidget {
public:
    explicit Hand(std::function<void()> painted) : m_painted(std::move(painted)) {}

protected:
    void paintEvent(QPaintEvent*) override {
        if (m_cards.isEmpty()) renderCards();
        QPainter painter(this);
        painter.fillRect(rect(), QColor(24, 92, 54));
        const int step = m_cards.first().width() * 3 / 5;
        int x = (width() - step * (m_cards.size() - 1) - m_cards.first().width()) / 2;
        for (const QPixmap& card : m_cards) {
            painter.drawPixmap(x, height() - card.height() - 20, card);
            x += step;
        }
        if (m_painted) QTimer::singleShot(0, this, std::exchange(m_painted, {}));
    }

private:
    void renderCards() {
        // The program's card size in its default window: a tenth of the table's width.
        const QSize size(103, 144);
        QSvgRenderer deck(QStringLiteral(":/cards/mejakartu-deck.svg"));
        for (const char* rank :
             {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"}) {
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            deck.render(&painter, QStringLiteral("%1_spade").arg(QLatin1String(rank)),
                        QRectF(QPoint(), size));
            painter.end();
            m_cards << QPixmap::fromImage(image);
        }
    }

    QList<QPixmap> m_cards;
    std::function<void()> m_painted;
};

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: startup-floor FILE.png\n");
        return 2;
    }
    const QString file = QString::fromLocal8Bit(argv[1]);
    QMainWindow window;
    for (const char* menu : {"&Game", "&Variant", "V&iew", "&Language", "&Help"})
        window.menuBar()->addMenu(QString::fromLatin1(menu))->addAction(QStringLiteral("&Quit"));
    window.setCentralWidget(
        new Hand([&window, file] { QApplication::exit(window.grab().save(file) ? 0 : 1); }));
    window.resize(1280, 820);
    window.show();
    return app.exec();
}
