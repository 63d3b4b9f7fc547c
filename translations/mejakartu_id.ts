<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
<context>
    <name>CanastaGestures</name>
    <message>
        <source>Wild cards alone are no meld: drag them onto one of your melds, or meld them with a natural pair.</source>
        <translation>Kartu liar saja bukan meld: seret ke salah satu meld pihakmu, atau turunkan bersama sepasang kartu biasa.</translation>
    </message>
    <message>
        <source>With wild cards, meld one rank at a time (or drag them onto the meld they join).</source>
        <translation>Kalau ada kartu liar, turunkan satu nilai saja sekaligus (atau seret kartu liar ke meld tujuannya).</translation>
    </message>
    <message>
        <source>The top card of the pile does not belong to this meld.</source>
        <translation>Kartu teratas tumpukan buangan bukan untuk meld ini.</translation>
    </message>
</context>
<context>
    <name>CanastaOddsView</name>
    <message>
        <source>Jk</source>
        <translation>Jk</translation>
    </message>
    <message numerus="yes">
        <source>Unseen cards by rank (%n in all):</source>
        <translation>
            <numerusform>Kartu yang belum terlihat per nilai (semuanya %n):</numerusform>
        </translation>
    </message>
    <message>
        <source>● certain: it fits their meld, or cards they took with the pile.</source>
        <translation>● pasti: cocok dengan meld mereka, atau dengan kartu yang mereka ambil dari tumpukan.</translation>
    </message>
    <message>
        <source>Counted from what you can see: unseen cards are equally likely anywhere out of sight.</source>
        <translation>Dihitung dari yang kamu lihat: kartu yang belum terlihat sama mungkinnya berada di mana saja.</translation>
    </message>
    <message>
        <source>Next stock card fits your melds or pairs: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Kartu stok berikutnya cocok dengan meld-mu atau sepasang kartu di tanganmu: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Discard risk (%1 plays next):</source>
        <translation>Risiko buangan (%1 main berikutnya):</translation>
    </message>
    <message>
        <source>Every card: &lt;b&gt;0%&lt;/b&gt;</source>
        <translation>Semua kartu: &lt;b&gt;0%&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>The other %n card(s): &lt;b&gt;0%&lt;/b&gt;</source>
        <translation>
            <numerusform>%n kartu lainnya: &lt;b&gt;0%&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card: &lt;b&gt;%1&lt;/b&gt; at most</source>
        <translation>Semua kartu: paling tinggi &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>The other %n card(s): &lt;b&gt;%1&lt;/b&gt; at most</source>
        <translation>
            <numerusform>%n kartu lainnya: paling tinggi &lt;b&gt;%1&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>A wild card or a black 3 on top cannot be taken.</source>
        <translation>Kartu liar atau tiga hitam di atas tumpukan tidak bisa diambil.</translation>
    </message>
</context>
<context>
    <name>CanastaReport</name>
    <message>
        <source>Cards in melds</source>
        <translation>Kartu di meld</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Babak ini</translation>
    </message>
    <message>
        <source>Total (game to %1)</source>
        <translation>Total (target %1)</translation>
    </message>
    <message>
        <source>You draw %1</source>
        <translation>Kamu menarik %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 menarik %n kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s))</source>
        <translation>
            <numerusform>tumpukan buangan (%n kartu)</numerusform>
        </translation>
    </message>
    <message>
        <source>You take %1, adding %2 to your meld</source>
        <translation>Kamu mengambil %1, %2 ditambahkan ke meld pihakmu</translation>
    </message>
    <message>
        <source>%1 takes %2, adding %3 to the side&apos;s meld</source>
        <translation>%1 mengambil %2, %3 ditambahkan ke meld pihaknya</translation>
    </message>
    <message>
        <source>You take %1: %2 with %3</source>
        <translation>Kamu mengambil %1: %2 dengan %3</translation>
    </message>
    <message>
        <source>%1 takes %2: %3 with %4</source>
        <translation>%1 mengambil %2: %3 dengan %4</translation>
    </message>
    <message>
        <source>You also draw %1 from the stock</source>
        <translation>Kamu juga menarik %1 dari stok</translation>
    </message>
    <message>
        <source>You meld %1</source>
        <translation>Kamu menurunkan %1</translation>
    </message>
    <message>
        <source>%1 melds %2</source>
        <translation>%1 menurunkan %2</translation>
    </message>
    <message>
        <source>You add %1 to the %2 meld</source>
        <translation>Kamu menambahkan %1 ke meld %2</translation>
    </message>
    <message>
        <source>%1 adds %2 to the %3 meld</source>
        <translation>%1 menambahkan %2 ke meld %3</translation>
    </message>
    <message>
        <source>You discard %1</source>
        <translation>Kamu membuang %1</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 membuang %2</translation>
    </message>
    <message>
        <source>You ask %1: “May I go out?”</source>
        <translation>Kamu bertanya pada %1: “Boleh aku go-out?”</translation>
    </message>
    <message>
        <source>%1 asks %2: “May I go out?”</source>
        <translation>%1 bertanya pada %2: “Boleh aku go-out?”</translation>
    </message>
    <message>
        <source>You answer: “Yes, go out.”</source>
        <translation>Kamu menjawab: “Boleh, go-out saja.”</translation>
    </message>
    <message>
        <source>%1 answers: “Yes, go out.”</source>
        <translation>%1 menjawab: “Boleh, go-out saja.”</translation>
    </message>
    <message>
        <source>You answer: “No, not yet.”</source>
        <translation>Kamu menjawab: “Jangan dulu.”</translation>
    </message>
    <message>
        <source>%1 answers: “No, not yet.”</source>
        <translation>%1 menjawab: “Jangan dulu.”</translation>
    </message>
    <message>
        <source>You leave the last discard</source>
        <translation>Kamu tidak mengambil buangan terakhir</translation>
    </message>
    <message>
        <source>%1 leaves the last discard</source>
        <translation>%1 tidak mengambil buangan terakhir</translation>
    </message>
    <message>
        <source>You end the hand without a discard</source>
        <translation>Kamu mengakhiri babak tanpa membuang</translation>
    </message>
    <message>
        <source>%1 ends the hand without a discard</source>
        <translation>%1 mengakhiri babak tanpa membuang</translation>
    </message>
    <message numerus="yes">
        <source>You lay out %n red 3(s)</source>
        <translation>
            <numerusform>Kamu membuka %n tiga merah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lays out %n red 3(s)</source>
        <translation>
            <numerusform>%1 membuka %n tiga merah</numerusform>
        </translation>
    </message>
    <message>
        <source>You go out!</source>
        <translation>Kamu go-out!</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 go-out!</translation>
    </message>
    <message>
        <source>Hand %1 — %2 deals</source>
        <translation>Babak %1 — pembagi %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Red 3s laid out after the deal: %1</source>
        <translation>Tiga merah yang dibuka setelah pembagian: %1</translation>
    </message>
    <message>
        <source>Game over: you win!</source>
        <translation>Permainan selesai: kamu menang!</translation>
    </message>
    <message>
        <source>Game over: %1 won</source>
        <translation>Permainan selesai: %1 menang</translation>
    </message>
    <message>
        <source>Hand %1: the stock ran out</source>
        <translation>Babak %1: stok habis</translation>
    </message>
    <message>
        <source>Hand %1: you went out perfectly</source>
        <translation>Babak %1: kamu go-out sempurna</translation>
    </message>
    <message>
        <source>Hand %1: you went out</source>
        <translation>Babak %1: kamu go-out</translation>
    </message>
    <message>
        <source>Hand %1: %2 went out perfectly</source>
        <translation>Babak %1: %2 go-out sempurna</translation>
    </message>
    <message>
        <source>Hand %1: %2 went out</source>
        <translation>Babak %1: %2 go-out</translation>
    </message>
    <message>
        <source>Red canastas (500 each)</source>
        <translation>Canasta merah (@500)</translation>
    </message>
    <message>
        <source>Black canastas (300 each)</source>
        <translation>Canasta hitam (@300)</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Tiga merah</translation>
    </message>
    <message>
        <source>Going out (perfect: 200)</source>
        <translation>Go-out (sempurna: 200)</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Go-out</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Sisa kartu di tangan</translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation>Kartu hukuman</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus game</translation>
    </message>
    <message>
        <source>%1 reached the target first: %2.</source>
        <translation>%1 lebih dulu mencapai target: %2.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Tekan Permainan baru untuk main lagi.</translation>
    </message>
    <message>
        <source>Next hand: %1 deals. Press Next hand (Enter).</source>
        <translation>Babak berikutnya: pembagi %1. Tekan Babak berikutnya (Enter).</translation>
    </message>
    <message>
        <source>%1 asks you: “May I go out?”</source>
        <translation>%1 bertanya padamu: “Boleh aku go-out?”</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Hand %1 — you deal</source>
        <translation>Babak %1 — kamu yang membagi</translation>
    </message>
    <message>
        <source>Next hand: you deal. Press Next hand (Enter).</source>
        <translation>Babak berikutnya: kamu yang membagi. Tekan Babak berikutnya (Enter).</translation>
    </message>
    <message numerus="yes">
        <source>You were bound to go out but could not: your %n card(s) left (%1) become penalty cards. They lie face up, you must discard one of them each turn, and each still held when the hand ends counts against your side.</source>
        <translation>
            <numerusform>Kamu wajib go-out tetapi tidak bisa: %n kartu sisamu (%1) menjadi kartu hukuman. Kartu itu terbuka, kamu harus membuang salah satunya setiap giliran, dan setiap kartu hukuman yang masih dipegang saat babak berakhir mengurangi skor pihakmu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was bound to go out but could not: the %n card(s) left (%2) become penalty cards, face up; one must be discarded each turn, and those still held count against the side.</source>
        <translation>
            <numerusform>%1 wajib go-out tetapi tidak bisa: %n kartu sisanya (%2) menjadi kartu hukuman yang terbuka; satu harus dibuang setiap giliran, dan yang masih dipegang mengurangi skor pihaknya.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CanastaSession</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>black 3</source>
        <translation>tiga hitam</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Babak sudah selesai.</translation>
    </message>
    <message>
        <source>The stock is empty: take the last discard, or leave it and end the hand.</source>
        <translation>Stok habis: ambil buangan terakhir, atau biarkan dan akhiri babak.</translation>
    </message>
    <message>
        <source>Draw first: the top card of the stock, or the whole discard pile.</source>
        <translation>Tarik atau ambil kartu dulu: kartu teratas stok, atau seluruh tumpukan buangan.</translation>
    </message>
    <message>
        <source>You have drawn already: now meld what you like, then discard a card.</source>
        <translation>Kamu sudah mengambil kartu: sekarang turunkan meld sesukamu, lalu buang satu kartu.</translation>
    </message>
    <message>
        <source>Wait for the answer to “May I go out?” first.</source>
        <translation>Tunggu dulu jawaban atas “Boleh aku go-out?”.</translation>
    </message>
    <message>
        <source>Nobody has asked whether they may go out.</source>
        <translation>Tidak ada yang bertanya boleh go-out atau tidak.</translation>
    </message>
    <message>
        <source>You play without a partner: there is nobody to ask.</source>
        <translation>Kamu main tanpa partner: tidak ada yang bisa ditanya.</translation>
    </message>
    <message>
        <source>You have already asked your partner this turn.</source>
        <translation>Kamu sudah bertanya pada partnermu di giliran ini.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Stok sudah habis.</translation>
    </message>
    <message>
        <source>In this game you draw two cards from the stock at once.</source>
        <translation>Dalam permainan ini kamu menarik dua kartu sekaligus dari stok.</translation>
    </message>
    <message>
        <source>You may not draw that many cards.</source>
        <translation>Kamu tidak boleh menarik sebanyak itu.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Tumpukan buangan kosong.</translation>
    </message>
    <message>
        <source>A wild card lies on top of the pile: nobody may take it now.</source>
        <translation>Ada kartu liar di atas tumpukan buangan: sekarang tidak ada yang boleh mengambilnya.</translation>
    </message>
    <message>
        <source>A black 3 lies on top of the pile: it stops you until another card covers it.</source>
        <translation>Ada tiga hitam di atas tumpukan buangan: kamu tertahan sampai kartu itu tertutup kartu lain.</translation>
    </message>
    <message>
        <source>A red 3 lies on top of the pile: it is never melded, so the pile cannot be taken.</source>
        <translation>Ada tiga merah di atas tumpukan buangan: kartu itu tidak pernah dijadikan meld, jadi tumpukan tidak bisa diambil.</translation>
    </message>
    <message>
        <source>Holding a single card, you may not take a pile of one card.</source>
        <translation>Dengan satu kartu di tangan, kamu tidak boleh mengambil tumpukan yang isinya satu kartu.</translation>
    </message>
    <message>
        <source>To take the pile, meld its top card %1 with a natural pair of %2 from your hand.</source>
        <translation>Untuk mengambil tumpukan, turunkan kartu teratasnya %1 bersama sepasang kartu biasa %2 dari tanganmu.</translation>
    </message>
    <message>
        <source>To take the pile, meld its top card %1 with a natural pair of %2, or with one natural %2 and a wild card, from your hand.</source>
        <translation>Untuk mengambil tumpukan, turunkan kartu teratasnya %1 bersama sepasang kartu biasa %2, atau satu kartu biasa %2 dan satu kartu liar, dari tanganmu.</translation>
    </message>
    <message>
        <source>The pile is frozen: you may take it only with a natural pair of %1 from your hand.</source>
        <translation>Tumpukan buangan beku: hanya boleh diambil dengan sepasang kartu biasa %1 dari tanganmu.</translation>
    </message>
    <message>
        <source>Before your side&apos;s first meld, the pile is taken only with a natural pair of %1 from your hand.</source>
        <translation>Sebelum meld pertama pihakmu, tumpukan hanya boleh diambil dengan sepasang kartu biasa %1 dari tanganmu.</translation>
    </message>
    <message>
        <source>Your side has no %1 meld for the top card: select a natural pair of %1 in your hand.</source>
        <translation>Pihakmu belum punya meld %1 untuk kartu teratas: pilih sepasang kartu biasa %1 di tanganmu.</translation>
    </message>
    <message>
        <source>Your %1 meld is a finished canasta: the pile may not be taken just to add its top card.</source>
        <translation>Meld %1 pihakmu sudah menjadi canasta: tumpukan tidak boleh diambil hanya untuk menambahkan kartu teratasnya.</translation>
    </message>
    <message>
        <source>The other cards of the pile join your hand once your first meld counts %1.</source>
        <translation>Kartu tumpukan lainnya masuk ke tanganmu setelah meld pertamamu bernilai %1.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Kartu itu tidak ada di tanganmu.</translation>
    </message>
    <message>
        <source>Add cards to a meld one at a time, and discard a single card.</source>
        <translation>Tambahkan kartu ke meld satu per satu, dan buang satu kartu saja.</translation>
    </message>
    <message>
        <source>A new meld needs at least three cards of one rank (wild cards included).</source>
        <translation>Meld baru butuh paling sedikit tiga kartu bernilai sama (termasuk kartu liar).</translation>
    </message>
    <message>
        <source>A meld holds natural cards of one rank only.</source>
        <translation>Satu meld hanya berisi kartu biasa dengan nilai yang sama.</translation>
    </message>
    <message>
        <source>Wild cards alone are no meld: it needs natural cards.</source>
        <translation>Kartu liar saja bukan meld: harus ada kartu biasa.</translation>
    </message>
    <message>
        <source>A meld needs at least two natural cards.</source>
        <translation>Meld butuh paling sedikit dua kartu biasa.</translation>
    </message>
    <message>
        <source>Too many wild cards: a meld may hold at most three.</source>
        <translation>Terlalu banyak kartu liar: satu meld paling banyak tiga.</translation>
    </message>
    <message>
        <source>Wild cards may not outnumber the natural cards of a meld.</source>
        <translation>Kartu liar dalam meld tidak boleh lebih banyak dari kartu biasa.</translation>
    </message>
    <message>
        <source>Red 3s are never melded: they are laid out by themselves.</source>
        <translation>Tiga merah tidak pernah dijadikan meld: kartu itu dibuka tersendiri.</translation>
    </message>
    <message>
        <source>Black 3s are melded without wild cards.</source>
        <translation>Tiga hitam dijadikan meld tanpa kartu liar.</translation>
    </message>
    <message>
        <source>Your side already has a %1 meld: add the cards to it.</source>
        <translation>Pihakmu sudah punya meld %1: tambahkan kartunya ke situ.</translation>
    </message>
    <message>
        <source>Your side has no %1 meld yet.</source>
        <translation>Pihakmu belum punya meld %1.</translation>
    </message>
    <message>
        <source>%1 does not belong to the %2 meld.</source>
        <translation>%1 bukan untuk meld %2.</translation>
    </message>
    <message>
        <source>Black 3s may be melded only by a player going out, as the last meld.</source>
        <translation>Tiga hitam hanya boleh dijadikan meld oleh pemain yang go-out, sebagai meld terakhir.</translation>
    </message>
    <message>
        <source>Your first meld counts %1 so far and needs %2: meld more before you discard.</source>
        <translation>Meld pertamamu baru bernilai %1 dan butuh %2: turunkan lagi sebelum membuang.</translation>
    </message>
    <message>
        <source>After this your first meld could no longer reach %1 while keeping a card to discard.</source>
        <translation>Setelah langkah ini meld pertamamu tidak bisa lagi mencapai %1 dengan tetap menyisakan kartu untuk dibuang.</translation>
    </message>
    <message>
        <source>You may not go out yet: your side needs a canasta first. Keep a card to discard.</source>
        <translation>Kamu belum boleh go-out: pihakmu harus punya canasta dulu. Sisakan kartu untuk dibuang.</translation>
    </message>
    <message>
        <source>You may not go out yet: you need two canastas first. Keep a card to discard.</source>
        <translation>Kamu belum boleh go-out: kamu harus punya dua canasta dulu. Sisakan kartu untuk dibuang.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn. Keep a card to discard.</source>
        <translation>Partnermu menjawab jangan: kamu tidak boleh go-out di giliran ini. Sisakan kartu untuk dibuang.</translation>
    </message>
    <message>
        <source>Discard one of your penalty cards (the ones lying face up).</source>
        <translation>Buang salah satu kartu hukumanmu (yang terbuka).</translation>
    </message>
    <message>
        <source>The last stock card was a red 3: meld what you can, then end the hand without a discard.</source>
        <translation>Kartu terakhir stok adalah tiga merah: turunkan meld sebisanya, lalu akhiri babak tanpa membuang.</translation>
    </message>
    <message>
        <source>Only after drawing a red 3 as the last stock card may the hand end without a discard.</source>
        <translation>Babak boleh diakhiri tanpa membuang hanya setelah menarik tiga merah sebagai kartu terakhir stok.</translation>
    </message>
    <message>
        <source>Leaving the discard is possible only once the stock has run out.</source>
        <translation>Buangan hanya boleh dibiarkan setelah stok habis.</translation>
    </message>
    <message>
        <source>The last discard fits your side&apos;s meld: you must take it.</source>
        <translation>Buangan terakhir cocok dengan meld pihakmu: kamu wajib mengambilnya.</translation>
    </message>
</context>
<context>
    <name>CanastaTable</name>
    <message>
        <source>Draw</source>
        <translation>Tarik kartu</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Ambil tumpukan</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Turunkan</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Tanya partner</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Biarkan</translation>
    </message>
    <message>
        <source>End hand</source>
        <translation>Akhiri babak</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Urutkan</translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Meld baru</translation>
    </message>
    <message>
        <source>The game is over. Press New game to play again.</source>
        <translation>Permainan selesai. Tekan Permainan baru untuk main lagi.</translation>
    </message>
    <message>
        <source>The hand is over. Press Next hand (Enter) to deal the next one.</source>
        <translation>Babak selesai. Tekan Babak berikutnya (Enter) untuk membagikan babak baru.</translation>
    </message>
    <message>
        <source>%1 asks you: “May I go out?” Your answer binds.</source>
        <translation>%1 bertanya padamu: “Boleh aku go-out?” Jawabanmu mengikat.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2&apos;s question…</source>
        <translation>%1 sedang memikirkan pertanyaan %2…</translation>
    </message>
    <message>
        <source>You sit out this hand. %1 is thinking…</source>
        <translation>Kamu istirahat di babak ini. %1 sedang berpikir…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>The stock is empty: take the last discard (T), or leave it and end the hand (P).</source>
        <translation>Stok habis: ambil buangan terakhir (T), atau biarkan dan akhiri babak (P).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take the pile (T).</source>
        <translation>Giliranmu: tarik kartu dari stok (D) atau ambil tumpukan (T).</translation>
    </message>
    <message>
        <source>Your first meld counts %1 of %2: meld more before you discard.</source>
        <translation>Meld pertamamu bernilai %1 dari %2: turunkan lagi sebelum membuang.</translation>
    </message>
    <message>
        <source>The last stock card was a red 3: meld what you can, then end the hand (E).</source>
        <translation>Kartu terakhir stok adalah tiga merah: turunkan meld sebisanya, lalu akhiri babak (E).</translation>
    </message>
    <message>
        <source>Meld (drag cards onto the table, or M), then discard a card onto the pile (X).</source>
        <translation>Turunkan meld (seret kartu ke meja, atau M), lalu buang satu kartu ke tumpukan (X).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>istirahat</translation>
    </message>
    <message>
        <source>Out!</source>
        <translation>Go-out!</translation>
    </message>
    <message>
        <source>One card!</source>
        <translation>Satu kartu!</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Pembagi</translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation>Boleh aku go-out?</translation>
    </message>
    <message>
        <source>Yes, go out!</source>
        <translation>Boleh, go-out saja!</translation>
    </message>
    <message>
        <source>No, not yet.</source>
        <translation>Jangan dulu.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Babak berikutnya</translation>
    </message>
    <message>
        <source>%1 asks you: “May I go out?”</source>
        <translation>%1 bertanya padamu: “Boleh aku go-out?”</translation>
    </message>
    <message>
        <source>Your answer binds: yes, and %1 must go out this turn; no, and %1 may not go out this turn. Your own cards (%2 points) count against your side when the hand ends.</source>
        <translation>Jawabanmu mengikat: kalau boleh, %1 wajib go-out di giliran ini; kalau jangan, %1 tidak boleh go-out di giliran ini. Kartu di tanganmu sendiri (%2 poin) dihitung minus untuk pihakmu saat babak selesai.</translation>
    </message>
    <message>
        <source>Yes, go out</source>
        <translation>Boleh, go-out saja</translation>
    </message>
    <message>
        <source>No, not yet</source>
        <translation>Jangan dulu</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Buang satu kartu saja.</translation>
    </message>
    <message>
        <source>Cards go only onto your own side&apos;s melds.</source>
        <translation>Kartu hanya boleh ditambahkan ke meld pihakmu sendiri.</translation>
    </message>
    <message>
        <source>Select the cards to meld first (click them, or Space).</source>
        <translation>Pilih dulu kartu yang mau diturunkan (klik, atau Spasi).</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Stok: %1</translation>
    </message>
    <message>
        <source>Pile: %1</source>
        <translation>Tumpukan: %1</translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation>Beku</translation>
    </message>
    <message>
        <source>Black 3: stop</source>
        <translation>Tiga hitam: tertahan</translation>
    </message>
    <message>
        <source>first meld %1</source>
        <translation>meld pertama %1</translation>
    </message>
    <message numerus="yes">
        <source>Red canasta (natural): %n card(s), 500 bonus</source>
        <translation>
            <numerusform>Canasta merah (biasa): %n kartu, bonus 500</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black canasta (mixed): %n card(s), 300 bonus</source>
        <translation>
            <numerusform>Canasta hitam (campuran): %n kartu, bonus 300</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side&apos;s first meld needs %1.</source>
        <translation>Meld pertama pihakmu butuh %1.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn. Meld, then discard a card (X).</source>
        <translation>Partnermu menjawab jangan: kamu tidak boleh go-out di giliran ini. Turunkan meld, lalu buang satu kartu (X).</translation>
    </message>
    <message>
        <source>Set aside from the pile until
the first meld counts %1</source>
        <translation>Disisihkan dari tumpukan sampai
meld pertama bernilai %1</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>hukuman</translation>
    </message>
    <message>
        <source>A penalty card of %1: it stays face up and counts against the side if it is still held when the hand ends.</source>
        <translation>Kartu hukuman milik %1: tetap terbuka, dan mengurangi skor pihaknya kalau masih dipegang saat babak berakhir.</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>terlihat</translation>
    </message>
    <message>
        <source>%1 took this card with the discard pile: everyone has seen it.</source>
        <translation>%1 mengambil kartu ini bersama tumpukan buangan: semua pemain sudah melihatnya.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>melds %1</source>
        <translation>meld %1</translation>
    </message>
    <message>
        <source>%1 of the %2 cards of a canasta</source>
        <translation>%1 dari %2 kartu sebuah canasta</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You are bound to go out this turn: meld everything (you may discard the last card). If you cannot, the cards left in your hand become penalty cards.</source>
        <translation>Kamu wajib go-out di giliran ini: turunkan semua kartu (kartu terakhir boleh dibuang). Kalau tidak bisa, sisa kartu di tanganmu menjadi kartu hukuman.</translation>
    </message>
    <message>
        <source>You could not go out when bound to: the cards marked “penalty” lie face up and count against your side. Meld what you like, then discard one of them (X).</source>
        <translation>Kamu tidak bisa go-out padahal wajib: kartu bertanda “hukuman” terbuka dan mengurangi skor pihakmu. Turunkan meld sesukamu, lalu buang salah satunya (X).</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Belum ada permainan.</translation>
    </message>
    <message>
        <source>You play without a partner: there is nobody to ask.</source>
        <translation>Kamu main tanpa partner: tidak ada yang bisa ditanya.</translation>
    </message>
    <message>
        <source>You have melded this turn: the question is offered only before you meld, since after melding it would bind you to go out whatever the answer.</source>
        <translation>Kamu sudah menurunkan kartu di giliran ini: pertanyaan hanya ditawarkan sebelum menurunkan kartu, karena sesudahnya pertanyaan itu mewajibkanmu go-out apa pun jawabannya.</translation>
    </message>
    <message>
        <source>Ask your partner once your side could go out: it needs a canasta, or a meld you can finish into one this turn.</source>
        <translation>Tanyakan pada partnermu setelah pihakmu bisa go-out: perlu satu canasta, atau meld yang bisa kamu jadikan canasta di giliran ini.</translation>
    </message>
    <message>
        <source>Select the card to discard first: click it, or move to it with the arrow keys and press Space.</source>
        <translation>Pilih dulu kartu yang mau dibuang: klik kartunya, atau pindah ke kartu itu dengan tombol panah lalu tekan Spasi.</translation>
    </message>
    <message>
        <source>Select cards to meld (Space, then M), or one card to discard (Space, then X).</source>
        <translation>Pilih kartu yang mau diturunkan (Spasi, lalu M), atau satu kartu yang mau dibuang (Spasi, lalu X).</translation>
    </message>
    <message>
        <source>A penalty card: you could not go out when bound to. It lies face up, you must discard one penalty card each turn, and each still held when the hand ends counts against your side.</source>
        <translation>Kartu hukuman: kamu tidak bisa go-out padahal wajib. Kartu ini terbuka, kamu harus membuang satu kartu hukuman setiap giliran, dan setiap kartu hukuman yang masih dipegang saat babak berakhir mengurangi skor pihakmu.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Itu tidak bisa dilakukan sekarang.</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Tarik kartu teratas stok</translation>
    </message>
    <message>
        <source>Take the whole discard pile, melding its top card with the selected cards</source>
        <translation>Ambil seluruh tumpukan buangan; kartu teratasnya diturunkan bersama kartu yang dipilih</translation>
    </message>
    <message>
        <source>Lay the selected cards down: new melds, or onto your side&apos;s melds</source>
        <translation>Turunkan kartu yang dipilih: meld baru, atau ke meld pihakmu</translation>
    </message>
    <message>
        <source>Throw the selected card onto the pile</source>
        <translation>Buang kartu yang dipilih ke tumpukan</translation>
    </message>
    <message>
        <source>Ask your partner “May I go out?” — the answer binds</source>
        <translation>Tanya partnermu “Boleh aku go-out?” — jawabannya mengikat</translation>
    </message>
    <message>
        <source>Do not take the last discard: the hand ends</source>
        <translation>Jangan ambil buangan terakhir: babak selesai</translation>
    </message>
    <message>
        <source>The last stock card was a red 3: end the hand without a discard</source>
        <translation>Kartu terakhir stok adalah tiga merah: akhiri babak tanpa membuang</translation>
    </message>
    <message>
        <source>Sort your hand by rank, the wild cards together</source>
        <translation>Urutkan kartumu menurut nilai, kartu liar dikumpulkan</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Bagikan putaran berikutnya</translation>
    </message>
</context>
<context>
    <name>CapsaOddsView</name>
    <message>
        <source>Exact: counted over every way the unseen cards can lie.</source>
        <translation>Pasti: dihitung dari semua kemungkinan letak kartu yang belum terlihat.</translation>
    </message>
    <message numerus="yes">
        <source>Unseen cards by rank (%n in all):</source>
        <translation>
            <numerusform>Kartu yang belum terlihat per nilai (%n seluruhnya):</numerusform>
        </translation>
    </message>
    <message>
        <source>An opponent holds a Bom: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Ada lawan yang memegang Bom: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 on the table is not beaten by the players still to answer: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 di meja tidak terkalahkan oleh pemain yang masih menjawab: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your combinations, if you lead them now:</source>
        <translation>Kombinasimu, bila kamu membuka dengannya sekarang:</translation>
    </message>
    <message>
        <source>unbeatable</source>
        <translation>tak terkalahkan</translation>
    </message>
    <message>
        <source>survives %1</source>
        <translation>bertahan %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (estimated from %n deal(s))</source>
        <translation>
            <numerusform>%1 (perkiraan dari %n kocokan)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapsaReport</name>
    <message>
        <source>Round %1 — you lead</source>
        <translation>Putaran %1 — kamu membuka</translation>
    </message>
    <message>
        <source>Round %1 — %2 leads</source>
        <translation>Putaran %1 — %2 membuka</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Trik %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>Ke-1</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>Ke-2</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>Ke-3</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>Ke-4</translation>
    </message>
    <message>
        <source>six pairs</source>
        <translation>enam pair</translation>
    </message>
    <message>
        <source>four 2s</source>
        <translation>empat kartu 2</translation>
    </message>
    <message>
        <source>a dragon</source>
        <translation>Dragon</translation>
    </message>
    <message>
        <source>a suited dragon</source>
        <translation>Dragon satu bunga</translation>
    </message>
    <message>
        <source>You win at once with %1!</source>
        <translation>Kamu langsung menang dengan %1!</translation>
    </message>
    <message>
        <source>%1 wins at once with %2!</source>
        <translation>%1 langsung menang dengan %2!</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Permainan selesai setelah %n putaran</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 over</source>
        <translation>Putaran %1 dari %2 selesai</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Putaran %1 selesai</translation>
    </message>
    <message>
        <source>%1. %2	%3	%4</source>
        <translation>%1. %2	%3	%4</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Kamu memenangkan permainan!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 memenangkan permainan.</translation>
    </message>
    <message>
        <source>Points per round: 1st 3, 2nd 2, 3rd 1, 4th 0.</source>
        <translation>Poin per putaran: ke-1 3, ke-2 2, ke-3 1, ke-4 0.</translation>
    </message>
    <message>
        <source>Cards left when the first goes out: %1 each,</source>
        <translation>Sisa kartu saat pemain pertama habis: %1 per kartu,</translation>
    </message>
    <message>
        <source>%1 each from 10 cards, %2 each with all 13.</source>
        <translation>%1 per kartu kalau sisa 10 atau lebih, %2 per kartu kalau sisa 13.</translation>
    </message>
    <message>
        <source>Each 2 still held doubles the penalty.</source>
        <translation>Setiap kartu 2 yang masih dipegang menggandakan dendanya.</translation>
    </message>
    <message>
        <source>The first out scores what the others lose.</source>
        <translation>Yang pertama habis mendapat poin sebanyak yang hilang dari pemain lain.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends when a total reaches %n point(s).</source>
        <translation>
            <numerusform>Permainan berakhir saat total seseorang mencapai %n poin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapsaSession</name>
    <message>
        <source>Single</source>
        <translation>Single</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <source>Bom</source>
        <translation>Bom</translation>
    </message>
    <message>
        <source>Two Pair</source>
        <translation>Dua Pair</translation>
    </message>
    <message>
        <source>Straight (Seri)</source>
        <translation>Seri (Straight)</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full House (Polo)</source>
        <translation>Polo (Full House)</translation>
    </message>
    <message>
        <source>Four of a Kind (Piting)</source>
        <translation>Piting (Four of a Kind)</translation>
    </message>
    <message>
        <source>Straight Flush (Seri Kembang)</source>
        <translation>Seri Kembang (Straight Flush)</translation>
    </message>
    <message>
        <source>not a combination</source>
        <translation>bukan kombinasi</translation>
    </message>
    <message>
        <source>Single %1</source>
        <translation>Single %1</translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>Pair %1</translation>
    </message>
    <message>
        <source>Triple %1</source>
        <translation>Triple %1</translation>
    </message>
    <message>
        <source>Bom %1</source>
        <translation>Bom %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Putaran sudah selesai.</translation>
    </message>
    <message>
        <source>Those cards are not in your hand.</source>
        <translation>Kartu itu tidak ada di tanganmu.</translation>
    </message>
    <message>
        <source>These cards do not make a Capsa combination.</source>
        <translation>Kartu-kartu ini bukan kombinasi Capsa.</translation>
    </message>
    <message>
        <source>The first play must contain the 3♦.</source>
        <translation>Kartu pertama harus berisi 3♦.</translation>
    </message>
    <message>
        <source>You lead this trick: play any combination; you cannot pass.</source>
        <translation>Kamu yang membuka trik ini: keluarkan kombinasi apa saja; tidak boleh pas.</translation>
    </message>
    <message>
        <source>%1 cannot be played on %2: use the same number of cards.</source>
        <translation>%1 tidak bisa dimainkan di atas %2: jumlah kartunya harus sama.</translation>
    </message>
    <message>
        <source>%1 cannot be played on %2.</source>
        <translation>%1 tidak bisa dimainkan di atas %2.</translation>
    </message>
    <message>
        <source>%1 cannot beat %2.</source>
        <translation>%1 tidak bisa mengalahkan %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CapsaTable</name>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Saran</translation>
    </message>
    <message>
        <source>Sort: by suit</source>
        <translation>Urut: per bunga</translation>
    </message>
    <message>
        <source>Sort: by rank</source>
        <translation>Urut: per nilai</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Putaran berikutnya</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Sudah keluar</translation>
    </message>
    <message>
        <source>out</source>
        <translation>habis</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Giliranmu membuka</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 membuka</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>Your turn: lead a combination that contains the 3♦.</source>
        <translation>Giliranmu: buka dengan kombinasi yang berisi 3♦.</translation>
    </message>
    <message>
        <source>Your turn: lead any combination.</source>
        <translation>Giliranmu: buka dengan kombinasi apa saja.</translation>
    </message>
    <message>
        <source>Your turn: beat %1 with the same number of cards, or pass.</source>
        <translation>Giliranmu: kalahkan %1 dengan jumlah kartu yang sama, atau pas.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Tunggu giliranmu.</translation>
    </message>
    <message>
        <source>Select the cards to play first (click them, or Space).</source>
        <translation>Pilih dulu kartu yang mau dimainkan (klik, atau Spasi).</translation>
    </message>
    <message>
        <source>Ask the coach for the best play and why (H)</source>
        <translation>Minta saran langkah terbaik beserta alasannya dari pelatih (H)</translation>
    </message>
    <message>
        <source>The game is over. Press New game (Enter) to play again.</source>
        <translation>Permainan selesai. Tekan Permainan baru (Enter) untuk main lagi.</translation>
    </message>
    <message>
        <source>The round is over. Press Next round (Enter) to deal again.</source>
        <translation>Putaran selesai. Tekan Putaran berikutnya (Enter) untuk membagi lagi.</translation>
    </message>
    <message>
        <source>Play the selected cards</source>
        <translation>Mainkan kartu yang dipilih</translation>
    </message>
    <message>
        <source>Change how your hand is sorted</source>
        <translation>Ganti cara mengurutkan kartumu</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The review was cancelled.</source>
        <translation>Tinjauan dibatalkan.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Saran</translation>
    </message>
    <message>
        <source>The coach&apos;s best move for you now, and why</source>
        <translation>Langkah terbaik menurut pelatih untukmu sekarang, beserta alasannya</translation>
    </message>
    <message>
        <source>Re&amp;view deal</source>
        <translation>Tin&amp;jau kocokan</translation>
    </message>
    <message>
        <source>What each of your decisions in the last deal cost, and why</source>
        <translation>Berapa kerugian setiap keputusanmu di kocokan terakhir, dan mengapa</translation>
    </message>
    <message>
        <source>Open for re&amp;view…</source>
        <translation>Buka untuk di&amp;tinjau…</translation>
    </message>
    <message>
        <source>Review a saved game; the game at the table stays as it is</source>
        <translation>Tinjau permainan yang tersimpan; permainan di meja tetap seperti adanya</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tinjauan</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Tinjau kocokan ini</translation>
    </message>
    <message>
        <source>What each of your decisions cost, and why (Ctrl+Shift+R)</source>
        <translation>Berapa kerugian setiap keputusanmu, dan mengapa (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>%1, deal %2</source>
        <translation>%1, kocokan %2</translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <translation>%1, babak %2</translation>
    </message>
    <message>
        <source>There is no game to review.</source>
        <translation>Tidak ada permainan untuk ditinjau.</translation>
    </message>
    <message>
        <source>You have not played a move yet: there is nothing to review.</source>
        <translation>Kamu belum melangkah: belum ada yang bisa ditinjau.</translation>
    </message>
    <message>
        <source>This version cannot review this game.</source>
        <translation>Versi ini tidak bisa meninjau permainan ini.</translation>
    </message>
    <message>
        <source>The game has no such deal.</source>
        <translation>Permainan ini tidak punya kocokan itu.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Kamu</translation>
    </message>
    <message>
        <source>Every hand is shown only for a finished deal: this one is still being played.</source>
        <translation>Semua kartu hanya dibuka untuk kocokan yang sudah selesai: kocokan ini masih dimainkan.</translation>
    </message>
    <message>
        <source>There is no deal to show.</source>
        <translation>Tidak ada kocokan untuk ditampilkan.</translation>
    </message>
    <message>
        <source>Replay: ← → step through the moves, Home and End go to the start and the end, Esc goes back to the game.</source>
        <translation>Tayangan ulang: ← → melangkah satu per satu, Home dan End ke awal dan akhir, Esc kembali ke permainan.</translation>
    </message>
    <message>
        <source>Hints are for the game at the table: go back to it first.</source>
        <translation>Saran hanya untuk permainan di meja: kembali ke sana dulu.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Saran hanya bisa diminta saat giliranmu.</translation>
    </message>
    <message>
        <source>The coach is thinking about a hint…</source>
        <translation>Pelatih sedang memikirkan saran…</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <comment>Texas Hold&apos;em</comment>
        <translation>Tinjau putaran ini</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <comment>Empat Satu</comment>
        <translation>Tinjau ronde ini</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <comment>Canasta</comment>
        <translation>Tinjau babak ini</translation>
    </message>
</context>
<context>
    <name>CoachText</name>
    <message>
        <source>%1 bb</source>
        <translation>%1 bb</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poin</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poin</translation>
    </message>
    <message>
        <source>You had no decision to make in this deal: step through it with the arrow keys.</source>
        <translation>Di kocokan ini kamu tidak punya keputusan untuk diambil: telusuri langkah-langkahnya dengan tombol panah.</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand: step through it with the arrow keys.</source>
        <translation>Kali ini kamu tidak punya keputusan untuk diambil: telusuri langkah-langkahnya dengan tombol panah.</translation>
    </message>
    <message>
        <source>This deal you gave up nothing: every decision was as good as the best the coach found.</source>
        <translation>Di kocokan ini kamu tidak kehilangan apa pun: setiap keputusan sama baiknya dengan yang terbaik menurut pelatih.</translation>
    </message>
    <message>
        <source>This hand you gave up nothing: every decision was as good as the best the coach found.</source>
        <translation>Kali ini kamu tidak kehilangan apa pun: setiap keputusan sama baiknya dengan yang terbaik menurut pelatih.</translation>
    </message>
    <message>
        <source>This hand your decisions cost you about %1 percentage points of your chance of winning it.</source>
        <translation>Di ronde ini keputusanmu mengurangi peluangmu menang sekitar %1 poin persen.</translation>
    </message>
    <message>
        <source>This hand you gave up ≈ %1 big blinds.</source>
        <translation>Di putaran ini kamu kehilangan ≈ %1 big blind.</translation>
    </message>
    <message numerus="yes">
        <source>This hand you gave up ≈ %n Canasta point(s).</source>
        <translation>
            <numerusform>Di babak ini kamu kehilangan ≈ %n poin Canasta.</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal you gave up ≈ %1 Capsa points.</source>
        <translation>Di kocokan ini kamu kehilangan ≈ %1 poin Capsa.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decision(s) cost something.</source>
        <translation>
            <numerusform>%1 dari %n keputusan merugikanmu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Langkah %1: %2</translation>
    </message>
    <message>
        <source>%1 Better: %2.</source>
        <translation>%1 Lebih baik: %2.</translation>
    </message>
    <message>
        <source>Hint: %1 (nothing else is worth weighing).</source>
        <translation>Saran: %1 (tidak ada pilihan lain yang layak ditimbang).</translation>
    </message>
    <message>
        <source>Hint: %1, or %2: they are about as good.</source>
        <translation>Saran: %1, atau %2: keduanya hampir sama baiknya.</translation>
    </message>
    <message>
        <source>Hint: %1. The next best, %2, %3.</source>
        <translation>Saran: %1. Pilihan terbaik berikutnya, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>Review — after the last move (%n move(s))</source>
        <translation>
            <numerusform>Tinjauan — setelah langkah terakhir (%n langkah)</numerusform>
        </translation>
    </message>
    <message>
        <source>Review — move %1 of %2</source>
        <translation>Tinjauan — langkah %1 dari %2</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1, or %2: they are about as good (%3 apart over %n simulated deal(s), less than the uncertainty of ±%4).</source>
        <translation>
            <numerusform>Saran: %1, atau %2: keduanya hampir sama baiknya (selisih %3 dalam %n kocokan simulasi, lebih kecil dari ketidakpastian ±%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmpatSatuChart</name>
    <message>
        <source>Scores of each hand</source>
        <translation>Skor tiap ronde</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Lost the hand</source>
        <translation>Kalah di ronde itu</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Ronde %1: %2</translation>
    </message>
</context>
<context>
    <name>EmpatSatuOddsView</name>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>Exact: every card you have not seen is equally likely to be the next from the stock.</source>
        <translation>Pasti: setiap kartu yang belum kamu lihat sama besar peluangnya menjadi kartu stok berikutnya.</translation>
    </message>
    <message>
        <source>Your score now: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Skormu sekarang: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>If you throw:</source>
        <translation>Kalau kamu membuang:</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kartu</translation>
    </message>
    <message>
        <source>Score left</source>
        <translation>Skor sisa</translation>
    </message>
    <message>
        <source>After one more draw</source>
        <translation>Setelah menarik sekali lagi</translation>
    </message>
    <message>
        <source>What the others seem to collect:</source>
        <translation>Yang tampaknya dikumpulkan pemain lain:</translation>
    </message>
    <message>
        <source>no sign yet</source>
        <translation>belum kelihatan</translation>
    </message>
    <message>
        <source>took %1, threw %2</source>
        <translation>ambil %1, buang %2</translation>
    </message>
    <message numerus="yes">
        <source>The next stock card raises your score: &lt;b&gt;%1&lt;/b&gt; (%2 of %n unseen card(s))</source>
        <translation>
            <numerusform>Kartu stok berikutnya menaikkan skormu: &lt;b&gt;%1&lt;/b&gt; (%2 dari %n kartu yang belum terlihat)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmpatSatuReport</name>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>You draw %1 from the stock</source>
        <translation>Kamu menarik %1 dari stok</translation>
    </message>
    <message>
        <source>You draw from the stock</source>
        <translation>Kamu menarik dari stok</translation>
    </message>
    <message>
        <source>%1 draws from the stock</source>
        <translation>%1 menarik dari stok</translation>
    </message>
    <message>
        <source>You take %1 from the discards</source>
        <translation>Kamu mengambil %1 dari buangan</translation>
    </message>
    <message>
        <source>%1 takes %2 from the discards</source>
        <translation>%1 mengambil %2 dari buangan</translation>
    </message>
    <message>
        <source>You throw %1</source>
        <translation>Kamu membuang %1</translation>
    </message>
    <message>
        <source>%1 throws %2</source>
        <translation>%1 membuang %2</translation>
    </message>
    <message>
        <source>You leave the discard: the hand ends</source>
        <translation>Kamu tidak mengambil buangan: ronde selesai</translation>
    </message>
    <message>
        <source>%1 leaves the discard: the hand ends</source>
        <translation>%1 tidak mengambil buangan: ronde selesai</translation>
    </message>
    <message>
        <source>Hand %1 — dealer %2</source>
        <translation>Ronde %1 — pembagi %2</translation>
    </message>
    <message>
        <source>Winner: %1 (%2). Loser: %3 (%4).</source>
        <translation>Menang: %1 (%2). Kalah: %3 (%4).</translation>
    </message>
    <message>
        <source>the stock is empty and you left the discard</source>
        <translation>stok habis dan kamu tidak mengambil buangan</translation>
    </message>
    <message>
        <source>the stock is empty and %1 left the discard</source>
        <translation>stok habis dan %1 tidak mengambil buangan</translation>
    </message>
    <message>
        <source>the stock has run out</source>
        <translation>stok habis</translation>
    </message>
    <message>
        <source>the stock is empty and the turn limit is reached</source>
        <translation>stok habis dan batas giliran tercapai</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Ronde %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>menang</translation>
    </message>
    <message>
        <source>loser</source>
        <translation>kalah</translation>
    </message>
    <message>
        <source>%1. %2	%3	%4</source>
        <translation>%1. %2	%3	%4</translation>
    </message>
    <message>
        <source>%1 and %2 hold exactly equal hands (%3).</source>
        <translation>Kartu %1 dan %2 benar-benar sama (%3).</translation>
    </message>
    <message>
        <source>Turn order from %1 decides: %2 comes first and wins.</source>
        <translation>Urutan giliran dari %1 menentukan: %2 lebih dulu dan menang.</translation>
    </message>
    <message>
        <source>Turn order from %1 decides: %2 comes last and loses.</source>
        <translation>Urutan giliran dari %1 menentukan: %2 paling akhir dan kalah.</translation>
    </message>
    <message>
        <source>The worst card decides</source>
        <translation>Kartu terburuk menentukan</translation>
    </message>
    <message>
        <source>The worst cards are level; the second worst decides</source>
        <translation>Kartu terburuk sama; kartu terburuk kedua menentukan</translation>
    </message>
    <message>
        <source>The two worst cards are level; the third worst decides</source>
        <translation>Dua kartu terburuk sama; kartu terburuk ketiga menentukan</translation>
    </message>
    <message>
        <source>The three worst cards are level; the best card decides</source>
        <translation>Tiga kartu terburuk sama; kartu terbaik menentukan</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 and %2 both score %3.</source>
        <translation>Skor %1 dan %2 sama: %3.</translation>
    </message>
    <message>
        <source>%1: %2 beats %3.</source>
        <translation>%1: %2 mengalahkan %3.</translation>
    </message>
    <message>
        <source>Next hand: dealer %1, first to play %2.</source>
        <translation>Ronde berikutnya: pembagi %1, jalan duluan %2.</translation>
    </message>
    <message>
        <source>You stop the hand</source>
        <translation>Kamu mengetuk: ronde selesai</translation>
    </message>
    <message>
        <source>%1 stops the hand</source>
        <translation>%1 mengetuk: ronde selesai</translation>
    </message>
    <message>
        <source>you stopped</source>
        <translation>kamu mengetuk</translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation>%1 mengetuk</translation>
    </message>
</context>
<context>
    <name>EmpatSatuSession</name>
    <message>
        <source>The hand is over.</source>
        <translation>Ronde sudah selesai.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card.</source>
        <translation>Kamu sudah mendapat kartu: sekarang buang satu kartu.</translation>
    </message>
    <message>
        <source>You have discarded already: now draw from the stock or take the discard.</source>
        <translation>Kamu sudah membuang: sekarang tarik dari stok atau ambil buangan.</translation>
    </message>
    <message>
        <source>In this variant you discard first, then draw.</source>
        <translation>Di varian ini kamu membuang dulu, baru menarik atau mengambil kartu.</translation>
    </message>
    <message>
        <source>Draw first: the top card of the stock or the previous player&apos;s discard.</source>
        <translation>Tarik atau ambil kartu dulu: kartu teratas stok atau buangan pemain sebelumnya.</translation>
    </message>
    <message>
        <source>That is not possible at this point of your turn.</source>
        <translation>Itu tidak bisa dilakukan sekarang di giliranmu.</translation>
    </message>
    <message>
        <source>You may stop only at the start of your turn.</source>
        <translation>Mengetuk hanya boleh di awal giliranmu.</translation>
    </message>
    <message>
        <source>To stop, your hand must be worth at least %1 (it is worth %2).</source>
        <translation>Untuk mengetuk, skor kartumu harus paling sedikit %1 (sekarang %2).</translation>
    </message>
    <message>
        <source>To stop you need four cards of one suit.</source>
        <translation>Untuk mengetuk kamu perlu empat kartu satu bunga.</translation>
    </message>
    <message>
        <source>Nothing could be drawn after this discard: the stock is empty and there is no discard to take. End the hand instead.</source>
        <translation>Setelah membuang tidak ada yang bisa diambil: stok habis dan tidak ada buangan untuk diambil. Akhiri saja rondenya.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard, or end the hand.</source>
        <translation>Stok habis: ambil buangan, atau akhiri ronde.</translation>
    </message>
    <message>
        <source>The stock still has cards: draw one, or take the discard.</source>
        <translation>Stok masih ada: tarik satu kartu, atau ambil buangan.</translation>
    </message>
    <message>
        <source>Nothing has been discarded yet in this hand: draw from the stock.</source>
        <translation>Belum ada kartu yang dibuang di ronde ini: tarik dari stok.</translation>
    </message>
    <message>
        <source>The card just taken from the discards may not be thrown back this turn.</source>
        <translation>Kartu yang baru diambil dari buangan tidak boleh dibuang lagi di giliran ini.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Kartu itu tidak ada di tanganmu.</translation>
    </message>
</context>
<context>
    <name>EmpatSatuTable</name>
    <message>
        <source>Draw</source>
        <translation>Tarik kartu</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Ambil buangan</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ronde berikutnya</translation>
    </message>
    <message>
        <source>Best four: %1 (%2)</source>
        <translation>Empat terbaik: %1 (%2)</translation>
    </message>
    <message>
        <source>Score: %1 (%2)</source>
        <translation>Skor: %1 (%2)</translation>
    </message>
    <message>
        <source>The session is over. Press New game to play again.</source>
        <translation>Sesi selesai. Tekan Permainan baru untuk main lagi.</translation>
    </message>
    <message>
        <source>The hand is over. Press Next hand (Enter) to deal the next one.</source>
        <translation>Ronde selesai. Tekan Ronde berikutnya (Enter) untuk membagi lagi.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty; end the hand (E).</source>
        <translation>Giliranmu: stok habis; akhiri ronde (E).</translation>
    </message>
    <message>
        <source>Your turn: throw a card first (drag it onto your pile, or pick it and press Enter), then draw.</source>
        <translation>Giliranmu: buang satu kartu dulu (seret ke tumpukanmu, atau pilih lalu tekan Enter), baru tarik atau ambil kartu.</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty. Take %1 (T) or end the hand (E).</source>
        <translation>Giliranmu: stok habis. Ambil %1 (T) atau akhiri ronde (E).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take %1 from %2 (T).</source>
        <translation>Giliranmu: tarik dari stok (D) atau ambil %1 dari %2 (T).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D).</source>
        <translation>Giliranmu: tarik dari stok (D).</translation>
    </message>
    <message>
        <source>Throw a card onto the discards (drag it, or pick it and press Enter); %1 must stay.</source>
        <translation>Buang satu kartu (seret ke buangan, atau pilih lalu tekan Enter); %1 harus tetap dipegang.</translation>
    </message>
    <message>
        <source>Throw a card onto the discards (drag it, or pick it and press Enter).</source>
        <translation>Buang satu kartu (seret ke buangan, atau pilih lalu tekan Enter).</translation>
    </message>
    <message>
        <source>Now draw from the stock (D) or take %1 (T).</source>
        <translation>Sekarang tarik dari stok (D) atau ambil %1 (T).</translation>
    </message>
    <message>
        <source>Now take %1 (T): the stock is empty.</source>
        <translation>Sekarang ambil %1 (T): stok habis.</translation>
    </message>
    <message>
        <source>Now draw from the stock (D).</source>
        <translation>Sekarang tarik dari stok (D).</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Stok: %1</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Buanganmu</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Buangan</translation>
    </message>
    <message>
        <source>Score %1 (%2)</source>
        <translation>Skor %1 (%2)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Kalah</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Pembagi</translation>
    </message>
    <message>
        <source>The session is over: you won the most hands!</source>
        <translation>Sesi selesai: kamu paling banyak menang!</translation>
    </message>
    <message>
        <source>The session is over: %1 won the most hands.</source>
        <translation>Sesi selesai: %1 paling banyak menang.</translation>
    </message>
    <message>
        <source>Choose the card to throw first (click it, or use the arrow keys).</source>
        <translation>Pilih dulu kartu yang mau dibuang (klik, atau pakai tombol panah).</translation>
    </message>
    <message>
        <source>Put the card into your hand first.</source>
        <translation>Masukkan kartunya ke tanganmu dulu.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ketuk</translation>
    </message>
    <message>
        <source>You may stop now (K).</source>
        <translation>Kamu boleh mengetuk sekarang (K).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>won %1 · lost %2</source>
        <translation>menang %1 · kalah %2</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>terlihat</translation>
    </message>
    <message>
        <source>%1 took this card from the discards: everyone has seen it.</source>
        <translation>%1 mengambil kartu ini dari buangan: semua pemain sudah melihatnya.</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Tarik kartu teratas stok</translation>
    </message>
    <message>
        <source>Take the card the previous player has just thrown</source>
        <translation>Ambil kartu yang baru dibuang pemain sebelumnya</translation>
    </message>
    <message>
        <source>Throw the chosen card</source>
        <translation>Buang kartu yang dipilih</translation>
    </message>
    <message>
        <source>Stop the hand now: everyone shows their cards</source>
        <translation>Ketuk sekarang: semua pemain membuka kartunya</translation>
    </message>
    <message>
        <source>The stock is empty: leave the discard and end the hand</source>
        <translation>Stok habis: biarkan buangan dan akhiri ronde</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Bagikan putaran berikutnya</translation>
    </message>
</context>
<context>
    <name>FlagNumberDialog</name>
    <message>
        <source>Value:</source>
        <translation>Nilai:</translation>
    </message>
    <message>
        <source>A number:</source>
        <translation>Angka:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open &amp;recent</source>
        <translation>Buka &amp;terakhir</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (tidak ada)</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Belum ada permainan tersimpan</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Kosongkan daftar</translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the list.</source>
        <translation>%1 sudah tidak ada; berkas itu dihapus dari daftar.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept: %1</source>
        <translation>Permainan yang sedang berjalan tidak dapat disimpan: %1</translation>
    </message>
    <message>
        <source>The game kept from last time cannot be continued: %1</source>
        <translation>Permainan yang disimpan dari sesi terakhir tidak dapat dilanjutkan: %1</translation>
    </message>
    <message>
        <source>The game kept from last time cannot be continued: %1 The file was set aside as %2.</source>
        <translation>Permainan yang disimpan dari sesi terakhir tidak dapat dilanjutkan: %1 Berkasnya disisihkan sebagai %2.</translation>
    </message>
    <message>
        <source>Continue the game?</source>
        <translation>Lanjutkan permainan?</translation>
    </message>
    <message>
        <source>Your game of %1 was kept when you last played. Continue it, or start a new game?</source>
        <translation>Permainan %1 kamu disimpan saat terakhir bermain. Lanjutkan, atau mulai permainan baru?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
</context>
<context>
    <name>GameRegistry</name>
    <message>
        <source>Capsa</source>
        <translation>Capsa</translation>
    </message>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation>Texas Hold&apos;em</translation>
    </message>
    <message>
        <source>Empat Satu (41)</source>
        <translation>Empat Satu (41)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The file holds another game.</source>
        <translation>Berkas ini berisi permainan lain.</translation>
    </message>
    <message>
        <source>The file&apos;s rule settings are not valid.</source>
        <translation>Pengaturan aturan di berkas ini tidak sah.</translation>
    </message>
    <message>
        <source>Move %1 in the file cannot be read.</source>
        <translation>Langkah ke-%1 di berkas ini tidak bisa dibaca.</translation>
    </message>
    <message>
        <source>Move %1 in the file is not allowed by the rules.</source>
        <translation>Langkah ke-%1 di berkas ini tidak dibolehkan aturan.</translation>
    </message>
    <message>
        <source>Move %1 in the file starts a deal too early.</source>
        <translation>Langkah ke-%1 di berkas ini memulai kocokan terlalu awal.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Kamu</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>This is a replay of the game: nothing can be played here. Go back to the game to play on.</source>
        <translation>Ini tayangan ulang permainan: di sini tidak ada yang bisa dimainkan. Kembali ke permainan untuk bermain lagi.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
</context>
<context>
    <name>HoldemActionBar</name>
    <message>
        <source>½ pot</source>
        <translation>½ pot</translation>
    </message>
    <message>
        <source>Choose a bet of half the pot</source>
        <translation>Pilih taruhan setengah pot</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Choose a bet the size of the pot</source>
        <translation>Pilih taruhan sebesar pot</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Choose all your chips</source>
        <translation>Pilih semua chipmu</translation>
    </message>
    <message>
        <source>Your total bet on this street; ↑ and ↓ change it by a big blind</source>
        <translation>Total taruhanmu di babak ini; ↑ dan ↓ mengubahnya sebesar satu big blind</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Call %1 (all-in)</source>
        <translation>Call %1 (all-in)</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Call %1</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>All-in %1</source>
        <translation>All-in %1</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Bet %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Raise ke %1</translation>
    </message>
    <message>
        <source>Give up this hand</source>
        <translation>Fold: menyerah di putaran ini</translation>
    </message>
    <message>
        <source>Check, or call the bet</source>
        <translation>Check, atau call taruhan</translation>
    </message>
    <message>
        <source>Bet or raise the chosen amount; A goes all-in</source>
        <translation>Bet atau raise sebesar jumlah pilihan; A untuk all-in</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Putaran berikutnya</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Bagikan putaran berikutnya</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Raise</translation>
    </message>
</context>
<context>
    <name>HoldemChart</name>
    <message>
        <source>Chips after each hand</source>
        <translation>Chip setelah tiap putaran</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Putaran</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Putaran %1: %2</translation>
    </message>
</context>
<context>
    <name>HoldemNames</name>
    <message>
        <source>Straight flush</source>
        <translation>Straight flush</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Four of a kind</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Three of a kind</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Two pair</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>High card</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>As</translation>
    </message>
    <message>
        <source>%1s</source>
        <extracomment>Several cards of a number rank: &quot;9s&quot;. Indonesian keeps the number alone.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal flush</translation>
    </message>
    <message>
        <source>Straight flush, %1 high</source>
        <translation>Straight flush, %1 tertinggi</translation>
    </message>
    <message>
        <source>Four of a kind, %1</source>
        <translation>Four of a kind %1</translation>
    </message>
    <message>
        <source>Full house, %1 full of %2</source>
        <translation>Full house, %1 dan %2</translation>
    </message>
    <message>
        <source>Flush, %1 high</source>
        <translation>Flush, %1 tertinggi</translation>
    </message>
    <message>
        <source>Straight, %1 high</source>
        <translation>Straight, %1 tertinggi</translation>
    </message>
    <message>
        <source>Three of a kind, %1</source>
        <translation>Three of a kind %1</translation>
    </message>
    <message>
        <source>Two pair, %1 and %2</source>
        <translation>Two pair, %1 dan %2</translation>
    </message>
    <message>
        <source>Pair of %1</source>
        <translation>Pair %1</translation>
    </message>
    <message>
        <source>High card %1</source>
        <translation>High card %1</translation>
    </message>
    <message>
        <source>Pocket %1</source>
        <translation>Pocket pair %1</translation>
    </message>
    <message>
        <source>%1 suited</source>
        <translation>%1 suited</translation>
    </message>
    <message>
        <source>%1 offsuit</source>
        <translation>%1 offsuit</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Pot utama</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>Pot samping %1</translation>
    </message>
    <message>
        <source>Preflop</source>
        <translation>Preflop</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>ke-1</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>ke-2</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>ke-3</translation>
    </message>
    <message>
        <source>%1th</source>
        <extracomment>A finishing place from the 4th on.</extracomment>
        <translation>ke-%1</translation>
    </message>
</context>
<context>
    <name>HoldemOddsView</name>
    <message>
        <source>You are not dealt into this hand: no odds to show.</source>
        <translation>Kamu tidak ikut dibagi kartu di putaran ini: tidak ada peluang untuk ditampilkan.</translation>
    </message>
    <message>
        <source>The hand is over: the figures for the board as it ended.</source>
        <translation>Putaran selesai: angka-angka untuk board terakhir.</translation>
    </message>
    <message>
        <source>You folded: the figures show what your cards would have done.</source>
        <translation>Kamu sudah fold: angka-angka ini menunjukkan peluang kartumu seandainya tetap ikut.</translation>
    </message>
    <message>
        <source>You are all-in: nothing more to decide, the cards will tell.</source>
        <translation>Kamu sudah all-in: tidak ada lagi yang perlu diputuskan, tinggal menunggu kartu.</translation>
    </message>
    <message>
        <source>Your cards: &lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>Kartumu: &lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>exact: all %1 showdowns counted</source>
        <translation>eksak: semua %1 kemungkinan showdown dihitung</translation>
    </message>
    <message>
        <source>Monte Carlo n=%1, ±%2 (one standard error)</source>
        <translation>Monte Carlo n=%1, ±%2 (satu galat baku)</translation>
    </message>
    <message>
        <source>Nobody else is left in the hand.</source>
        <translation>Tidak ada lawan yang tersisa di putaran ini.</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>river</translation>
    </message>
    <message>
        <source>Outs for %1: none lifts your hand.</source>
        <translation>Outs untuk %1: tidak ada yang menaikkan kombinasimu.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>calling is profitable</source>
        <translation>call menguntungkan</translation>
    </message>
    <message>
        <source>folding is better</source>
        <translation>lebih baik fold</translation>
    </message>
    <message>
        <source>about break-even</source>
        <translation>kira-kira impas</translation>
    </message>
    <message>
        <source>Pot odds: call %1 to win %2, so you need %3 of the pot.</source>
        <translation>Pot odds: call %1 untuk memenangkan %2, jadi kamu perlu %3 dari pot.</translation>
    </message>
    <message>
        <source>Your share of the pot is %1:</source>
        <translation>Bagianmu dari pot %1:</translation>
    </message>
    <message>
        <source>Nothing to call: checking is free.</source>
        <translation>Tidak ada yang perlu di-call: check gratis.</translation>
    </message>
    <message>
        <source>Final best hand</source>
        <translation>Kombinasi terbaik di akhir</translation>
    </message>
    <message numerus="yes">
        <source>over %Ln board(s) still possible; rows sum to 100%</source>
        <translation>
            <numerusform>dari %Ln kemungkinan board; jumlah semua baris 100%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Outs for %1: &lt;b&gt;%2&lt;/b&gt; of %n card(s) (%3)</source>
        <translation>
            <numerusform>Outs untuk %1: &lt;b&gt;%2&lt;/b&gt; dari %n kartu (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranges on the grid…</source>
        <translation>Range di kisi…</translation>
    </message>
    <message numerus="yes">
        <source>Against random hands of %n opponent(s) still in: win &lt;b&gt;%1&lt;/b&gt;, tie %2</source>
        <translation>
            <numerusform>Melawan kartu acak %n lawan yang masih ikut: menang &lt;b&gt;%1&lt;/b&gt;, seri %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Your share against their likely hands is %1:</source>
        <translation>Bagianmu melawan kartu yang kemungkinan mereka pegang %1:</translation>
    </message>
    <message>
        <source>Against their likely hands: your share &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Melawan kartu yang kemungkinan mereka pegang: bagianmu &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>exact: every hand of the range counted</source>
        <translation>eksak: setiap kartu dalam range dihitung</translation>
    </message>
    <message>
        <source>sampled n=%1, ±%2 (one standard error)</source>
        <translation>sampel n=%1, ±%2 (satu galat baku)</translation>
    </message>
</context>
<context>
    <name>HoldemReport</name>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation>(all-in)</translation>
    </message>
    <message>
        <source>Hand %1 · blinds %2/%3</source>
        <translation>Putaran %1 · blind %2/%3</translation>
    </message>
    <message>
        <source> · ante %1</source>
        <translation> · ante %1</translation>
    </message>
    <message>
        <source>%1 — ante %2</source>
        <translation>%1 — ante %2</translation>
    </message>
    <message>
        <source>%1 — small blind %2</source>
        <translation>%1 — small blind %2</translation>
    </message>
    <message>
        <source>%1 — big blind %2</source>
        <translation>%1 — big blind %2</translation>
    </message>
    <message>
        <source>%1 — fold</source>
        <translation>%1 — fold</translation>
    </message>
    <message>
        <source>%1 — check</source>
        <translation>%1 — check</translation>
    </message>
    <message>
        <source>%1 — call %2</source>
        <translation>%1 — call %2</translation>
    </message>
    <message>
        <source>%1 — bet %2</source>
        <translation>%1 — bet %2</translation>
    </message>
    <message>
        <source>%1 — raise to %2</source>
        <translation>%1 — raise ke %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — %2 not called, taken back</source>
        <translation>%1 — %2 tidak di-call, diambil kembali</translation>
    </message>
    <message>
        <source>%1 — shows %2: %3</source>
        <translation>%1 — membuka %2: %3</translation>
    </message>
    <message>
        <source>You win %1 without a showdown.</source>
        <translation>Kamu menang %1 tanpa showdown.</translation>
    </message>
    <message>
        <source>%1 wins %2 without a showdown.</source>
        <translation>%1 menang %2 tanpa showdown.</translation>
    </message>
    <message>
        <source>You take side pot %1 (%2): nobody else is in it.</source>
        <translation>Kamu mengambil pot samping %1 (%2): tidak ada pemain lain di dalamnya.</translation>
    </message>
    <message>
        <source>%1 takes side pot %2 (%3): nobody else is in it.</source>
        <translation>%1 mengambil pot samping %2 (%3): tidak ada pemain lain di dalamnya.</translation>
    </message>
    <message>
        <source>You win %1 with %2.</source>
        <translation>Kamu menang %1 dengan %2.</translation>
    </message>
    <message>
        <source>%1 wins %2 with %3.</source>
        <translation>%1 menang %2 dengan %3.</translation>
    </message>
    <message>
        <source>You win the main pot (%1) with %2.</source>
        <translation>Kamu memenangkan pot utama (%1) dengan %2.</translation>
    </message>
    <message>
        <source>%1 wins the main pot (%2) with %3.</source>
        <translation>%1 memenangkan pot utama (%2) dengan %3.</translation>
    </message>
    <message>
        <source>You win side pot %1 (%2) with %3.</source>
        <translation>Kamu memenangkan pot samping %1 (%2) dengan %3.</translation>
    </message>
    <message>
        <source>%1 wins side pot %2 (%3) with %4.</source>
        <translation>%1 memenangkan pot samping %2 (%3) dengan %4.</translation>
    </message>
    <message>
        <source>You are out of the tournament in %1 place.</source>
        <translation>Kamu tersingkir dari turnamen di peringkat %1.</translation>
    </message>
    <message>
        <source>%1 is out of the tournament in %2 place.</source>
        <translation>%1 tersingkir dari turnamen di peringkat %2.</translation>
    </message>
    <message>
        <source>You win the tournament!</source>
        <translation>Kamu juara turnamen!</translation>
    </message>
    <message>
        <source>%1 wins the tournament!</source>
        <translation>%1 juara turnamen!</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>Pot dibagi</translation>
    </message>
    <message>
        <source>You win %1</source>
        <translation>Kamu menang %1</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 menang %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Everyone else folded.</source>
        <translation>Semua pemain lain fold.</translation>
    </message>
    <message>
        <source>%1: %2, nobody else in it</source>
        <translation>%1: %2, tanpa lawan</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation>%1	%2</translation>
    </message>
</context>
<context>
    <name>HoldemSession</name>
    <message>
        <source>The hand is over.</source>
        <translation>Putaran sudah selesai.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Tunggu giliranmu.</translation>
    </message>
    <message>
        <source>Nobody has bet: check instead of folding, it costs nothing.</source>
        <translation>Belum ada taruhan: check saja daripada fold, tidak ada biayanya.</translation>
    </message>
    <message>
        <source>There is a bet of %1 to call: call, raise or fold.</source>
        <translation>Ada taruhan %1 yang harus di-call: call, raise, atau fold.</translation>
    </message>
    <message>
        <source>There is nothing to call: check instead.</source>
        <translation>Tidak ada yang perlu di-call: check saja.</translation>
    </message>
    <message>
        <source>A bet of %1 is too small: the smallest bet is %2 (or all-in).</source>
        <translation>Bet %1 terlalu kecil: bet paling kecil %2 (atau all-in).</translation>
    </message>
    <message>
        <source>A raise to %1 is too small: the smallest raise now is to %2 (or all-in).</source>
        <translation>Raise ke %1 terlalu kecil: raise paling kecil sekarang ke %2 (atau all-in).</translation>
    </message>
    <message>
        <source>You do not have that many chips: the most you can put in is %1 (all-in).</source>
        <translation>Chipmu tidak cukup: paling banyak kamu bisa memasang %1 (all-in).</translation>
    </message>
    <message>
        <source>Your chips do not cover more than the call: call (all-in) or fold.</source>
        <translation>Chipmu tidak lebih dari jumlah call: call (all-in) atau fold.</translation>
    </message>
    <message>
        <source>A short all-in did not reopen the betting for you: you may only call or fold.</source>
        <translation>All-in yang kurang dari satu raise penuh tidak membuka taruhan lagi untukmu: kamu hanya boleh call atau fold.</translation>
    </message>
    <message>
        <source>Everyone else is all-in, so nobody could call a raise: call or fold.</source>
        <translation>Semua pemain lain sudah all-in, jadi tidak ada yang bisa meng-call raise: call atau fold.</translation>
    </message>
    <message>
        <source>Everyone else is all-in, so nobody could call a bet: check.</source>
        <translation>Semua pemain lain sudah all-in, jadi tidak ada yang bisa meng-call bet: check saja.</translation>
    </message>
</context>
<context>
    <name>HoldemTable</name>
    <message>
        <source>Muck</source>
        <translation>Muck</translation>
    </message>
    <message>
        <source>Your chips: drag them onto the pot to bet or raise the chosen amount</source>
        <translation>Chipmu: seret ke pot untuk bet atau raise sebesar jumlah pilihan</translation>
    </message>
    <message>
        <source>You won the tournament! Press New game to play again.</source>
        <translation>Kamu juara turnamen! Tekan Permainan baru untuk main lagi.</translation>
    </message>
    <message>
        <source>%1 won the tournament. Press New game to play again.</source>
        <translation>%1 juara turnamen. Tekan Permainan baru untuk main lagi.</translation>
    </message>
    <message>
        <source>You are out of the tournament (%1 place). Press Next hand to watch the others go on.</source>
        <translation>Kamu tersingkir dari turnamen (peringkat %1). Tekan Putaran berikutnya untuk menonton yang lain bermain.</translation>
    </message>
    <message>
        <source>The hand is over. Press Next hand (Enter) to deal the next one.</source>
        <translation>Putaran selesai. Tekan Putaran berikutnya (Enter) untuk membagi kartu lagi.</translation>
    </message>
    <message>
        <source>Your turn: check or bet. Pot %1.</source>
        <translation>Giliranmu: check atau bet. Pot %1.</translation>
    </message>
    <message>
        <source>Your turn: calling %1 puts you all-in. Pot %2.</source>
        <translation>Giliranmu: call %1 berarti all-in. Pot %2.</translation>
    </message>
    <message>
        <source>Your turn: %1 to call. Pot %2.</source>
        <translation>Giliranmu: %1 untuk call. Pot %2.</translation>
    </message>
    <message>
        <source>%1 is thinking… Pot %2.</source>
        <translation>%1 sedang berpikir… Pot %2.</translation>
    </message>
    <message>
        <source>%1 · total pot %2 · blinds %3/%4</source>
        <translation>%1 · total pot %2 · blind %3/%4</translation>
    </message>
    <message>
        <source>Out · %1</source>
        <translation>Tersingkir · %1</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>You win the tournament!</source>
        <translation>Kamu juara turnamen!</translation>
    </message>
    <message>
        <source>%1 wins the tournament</source>
        <translation>%1 juara turnamen</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Tunggu giliranmu.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Your turn. Pot %1.</source>
        <translation>Giliranmu. Pot %1.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The settings file %1 could not be read; defaults are used and it is left untouched.</source>
        <translation>Berkas pengaturan %1 tidak bisa dibaca; pengaturan bawaan dipakai dan berkas itu tidak diubah.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Kamu</translation>
    </message>
    <message>
        <source>Meja Kartu</source>
        <translation>Meja Kartu</translation>
    </message>
    <message>
        <source>%1 — Meja Kartu</source>
        <translation>%1 — Meja Kartu</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Permainan &amp;baru</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Ulangi kocokan ini</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Main kocokan &amp;nomor…</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Lawan</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Simpan…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Buka…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Varian</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>&amp;Odds panel</source>
        <translation>Panel &amp;peluang</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Kecepatan &amp;animasi</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>&amp;Dek kartu</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ban&amp;tuan</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Aturan</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Aturan %1</translation>
    </message>
    <message>
        <source>&amp;About Meja Kartu</source>
        <translation>&amp;Tentang Meja Kartu</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be drawn; keeping the current one.</source>
        <translation>Dek kartu “%1” tidak bisa digambar; dek yang sekarang tetap dipakai.</translation>
    </message>
    <message>
        <source>Opponents now play at level %1.</source>
        <translation>Lawan sekarang bermain di tingkat %1.</translation>
    </message>
    <message>
        <source>%1: %2…</source>
        <translation>%1: %2…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Main kocokan nomor</translation>
    </message>
    <message>
        <source>Deal number (the same number always gives the same cards):</source>
        <translation>Nomor kocokan (nomor yang sama selalu memberi kartu yang sama):</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Tidak ada permainan untuk disimpan.</translation>
    </message>
    <message>
        <source>The file holds a game this version cannot play.</source>
        <translation>Berkas ini berisi permainan yang belum bisa dimainkan versi ini.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Simpan permainan</translation>
    </message>
    <message>
        <source>Meja Kartu games (*.mejakartu)</source>
        <translation>Permainan Meja Kartu (*.mejakartu)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Tersimpan di %1.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Buka permainan</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 dibuka.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>About Meja Kartu</source>
        <translation>Tentang Meja Kartu</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Meja Kartu %1&lt;/h3&gt;&lt;p&gt;Capsa, Canasta, Texas Hold&apos;em and Empat Satu (41) against computer players who never peek at your cards.&lt;/p&gt;&lt;p&gt;Card art: the Meja Kartu deck (CC BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meja Kartu %1&lt;/h3&gt;&lt;p&gt;Capsa, Canasta, Texas Hold&apos;em dan Empat Satu (41) melawan pemain komputer yang tidak pernah mengintip kartumu.&lt;/p&gt;&lt;p&gt;Gambar kartu: dek Meja Kartu (CC BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Lihat di:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nama berkas:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Jenis berkas:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>A game of %1 is under way. If you quit now, it is lost with its scores.</source>
        <translation>Permainan %1 sedang berjalan. Kalau kamu keluar sekarang, permainan itu hilang beserta skornya.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Keluar</translation>
    </message>
    <message>
        <source>A game of %1 is under way. A new game ends it, and its scores are lost.</source>
        <translation>Permainan %1 sedang berjalan. Permainan baru mengakhirinya, dan skornya hilang.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Mulai permainan baru</translation>
    </message>
    <message>
        <source>A game of %1 is under way. Opening a saved game ends it, and its scores are lost.</source>
        <translation>Permainan %1 sedang berjalan. Membuka permainan tersimpan mengakhirinya, dan skornya hilang.</translation>
    </message>
    <message>
        <source>Open the saved game</source>
        <translation>Buka permainan tersimpan</translation>
    </message>
    <message>
        <source>New rules need a new game. The game of %1 under way ends, and its scores are lost.</source>
        <translation>Aturan baru butuh permainan baru. Permainan %1 yang sedang berjalan berakhir, dan skornya hilang.</translation>
    </message>
    <message>
        <source>Start with the new rules</source>
        <translation>Mulai dengan aturan baru</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Tinggalkan permainan?</translation>
    </message>
    <message>
        <source>Keep the current rules</source>
        <translation>Tetap pakai aturan sekarang</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Lanjut bermain</translation>
    </message>
    <message>
        <source>The rules stay as they are.</source>
        <translation>Aturan tetap seperti sekarang.</translation>
    </message>
    <message>
        <source>The game of %1 is kept: the next start offers to continue it.</source>
        <translation>Permainan %1 disimpan: saat dibuka lagi, kamu bisa melanjutkannya.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Dek &amp;empat warna</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Teks lebih &amp;besar</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so that no two suits share a colour</source>
        <translation>Keriting hijau dan wajik biru, agar tiap jenis kartu punya warnanya sendiri</translation>
    </message>
    <message>
        <source>Only for the Meja Kartu deck: choose it under Card deck to have clubs green and diamonds blue</source>
        <translation>Hanya untuk dek Meja Kartu: pilih dek itu di Dek kartu agar keriting hijau dan wajik biru</translation>
    </message>
    <message>
        <source>The latest move or outcome at the table</source>
        <translation>Langkah atau hasil terbaru di meja</translation>
    </message>
    <message>
        <source>New rules need a new deal. The deal of %1 under way ends.</source>
        <translation>Aturan baru butuh kocokan baru. Kocokan %1 yang sedang berjalan berakhir.</translation>
    </message>
    <message>
        <source>%1 could not be opened. %2</source>
        <translation>%1 tidak bisa dibuka. %2</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <source>Unfold</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Lipat</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Peluang</translation>
    </message>
    <message>
        <source>No odds for this game yet.</source>
        <translation>Belum ada hitungan peluang untuk permainan ini.</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RangeGrid</name>
    <message numerus="yes">
        <source>%1 (%n combination(s)): never in this range</source>
        <translation>
            <numerusform>%1 (%n kombinasi): tidak pernah dalam range ini</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n combination(s)): held %2 as often as the likeliest hands</source>
        <translation>
            <numerusform>%1 (%n kombinasi): dipegang %2 sesering kartu yang paling mungkin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RangeWords</name>
    <message>
        <source>nothing shown yet</source>
        <translation>belum bertindak</translation>
    </message>
    <message>
        <source>likely opening hands</source>
        <translation>kemungkinan kartu untuk open</translation>
    </message>
    <message>
        <source>likely limping hands</source>
        <translation>kemungkinan kartu untuk limp</translation>
    </message>
    <message>
        <source>likely calling hands</source>
        <translation>kemungkinan kartu untuk call</translation>
    </message>
    <message>
        <source>likely raising hands</source>
        <translation>kemungkinan kartu untuk raise</translation>
    </message>
    <message>
        <source>likely all-in hands</source>
        <translation>kemungkinan kartu untuk all-in</translation>
    </message>
    <message>
        <source>push/fold chart hands</source>
        <translation>kartu menurut tabel push/fold</translation>
    </message>
    <message>
        <source>likely betting hands</source>
        <translation>kemungkinan kartu untuk bet</translation>
    </message>
    <message>
        <source>likely hands after checking</source>
        <translation>kemungkinan kartu setelah check</translation>
    </message>
    <message>
        <source>%1: any two cards</source>
        <translation>%1: dua kartu apa saja</translation>
    </message>
    <message>
        <source>%1: about %2 (%3 of hands)</source>
        <translation>%1: sekitar %2 (%3 dari semua kartu awal)</translation>
    </message>
    <message>
        <source>goes on %1 of the time</source>
        <translation>lanjut dalam %1 kasus</translation>
    </message>
    <message>
        <source>plays any two cards %1 of the time</source>
        <translation>main dengan dua kartu apa saja dalam %1 kasus</translation>
    </message>
</context>
<context>
    <name>RangesDialog</name>
    <message>
        <source>Nobody else is left in the hand.</source>
        <translation>Tidak ada lawan yang tersisa di putaran ini.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1&apos;s likely hands</source>
        <translation>kemungkinan kartu %1</translation>
    </message>
    <message>
        <source>Likely hands</source>
        <translation>Kemungkinan kartu lawan</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Lawan</translation>
    </message>
    <message>
        <source>Pairs on the diagonal, suited hands above it, offsuit hands below. The brighter a cell, the more often the player holds that hand; a dark cell, seldom or never. Read from the actions of this hand and the player&apos;s habits.</source>
        <translation>Pair di diagonal, kartu suited di atasnya, offsuit di bawahnya. Makin terang sebuah kotak, makin sering pemain memegang kartu itu; kotak gelap: jarang atau tidak pernah. Dibaca dari tindakan di putaran ini dan kebiasaan pemain.</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poin</translation>
    </message>
    <message>
        <source>big blinds</source>
        <translation>big blind</translation>
    </message>
    <message>
        <source>%1 bb</source>
        <translation>%1 bb</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>leave the pile</source>
        <translation>biarkan tumpukan</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tarik kartu</translation>
    </message>
    <message>
        <source>take the pile with %1</source>
        <translation>ambil tumpukan dengan %1</translation>
    </message>
    <message>
        <source>take</source>
        <translation>ambil</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>buang %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>turunkan %1</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>tambahkan %1</translation>
    </message>
    <message>
        <source>ask to go out</source>
        <translation>tanya boleh go-out</translation>
    </message>
    <message>
        <source>answer yes</source>
        <translation>jawab boleh</translation>
    </message>
    <message>
        <source>answer no</source>
        <translation>jawab jangan</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>ketuk</translation>
    </message>
    <message>
        <source>end the hand</source>
        <translation>akhiri ronde</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>fold</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>call</source>
        <translation>call</translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation>raise ke %1</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>mainkan %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>single</source>
        <translation>Single</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <source>Bom</source>
        <translation>Bom</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>Polo</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Piting</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>Seri Kembang</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>kombinasi</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>sekop</translation>
    </message>
    <message>
        <source>the best move found</source>
        <translation>langkah terbaik yang ditemukan</translation>
    </message>
    <message>
        <source>about as good as the best move found: the difference is within the noise</source>
        <translation>hampir sama baiknya dengan langkah terbaik: selisihnya masih dalam batas galat hitungan</translation>
    </message>
    <message>
        <source>the best move gains about %1 on average</source>
        <translation>langkah terbaik rata-rata menghasilkan sekitar %1 lebih banyak</translation>
    </message>
    <message>
        <source>another move does better on average</source>
        <translation>langkah lain rata-rata lebih baik</translation>
    </message>
    <message>
        <source>leads a single while %1 has only one card left</source>
        <translation>membuka dengan single padahal kartu %1 tinggal satu</translation>
    </message>
    <message numerus="yes">
        <source>passes while %1 has %n card(s) left: %2 would keep the lead</source>
        <translation>
            <numerusform>pas padahal kartu %1 tinggal %n: %2 akan menjaga kendali</numerusform>
        </translation>
    </message>
    <message>
        <source>spends the %1 that would win the lead back</source>
        <translation>menghabiskan %1 yang bisa merebut kembali kendali</translation>
    </message>
    <message>
        <source>breaks your only %1 (%2) to lead</source>
        <translation>memecah satu-satunya %1 milikmu (%2) untuk membuka</translation>
    </message>
    <message>
        <source>breaks your %1 (%2) to lead</source>
        <translation>memecah %1 milikmu (%2) untuk membuka</translation>
    </message>
    <message>
        <source>breaks your only %1 (%2) to beat a %3</source>
        <translation>memecah satu-satunya %1 milikmu (%2) untuk mengalahkan %3</translation>
    </message>
    <message>
        <source>breaks your %1 (%2) to beat a %3</source>
        <translation>memecah %1 milikmu (%2) untuk mengalahkan %3</translation>
    </message>
    <message>
        <source>plays %1 where the lower %2 would do</source>
        <translation>memainkan %1 padahal %2 yang lebih rendah sudah cukup</translation>
    </message>
    <message>
        <source>plays %1 where the higher %2 does better</source>
        <translation>memainkan %1 padahal %2 yang lebih tinggi lebih baik</translation>
    </message>
    <message numerus="yes">
        <source>leads only %n card(s) where %1 would shed %2</source>
        <translation>
            <numerusform>membuka hanya dengan %n kartu padahal %1 membuang %2 kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>passes where %1 would beat the table and win the lead</source>
        <translation>pas padahal %1 bisa mengalahkan kartu di meja dan merebut kendali</translation>
    </message>
    <message>
        <source>passes where %1 would beat the table</source>
        <translation>pas padahal %1 bisa mengalahkan kartu di meja</translation>
    </message>
    <message>
        <source>plays %1 where passing keeps it for later</source>
        <translation>memainkan %1 padahal dengan pas kartu itu tersimpan untuk nanti</translation>
    </message>
    <message>
        <source>stops with a hand worth %1 where playing on does better</source>
        <translation>mengetuk dengan skor %1 padahal lanjut bermain lebih baik</translation>
    </message>
    <message>
        <source>does not stop with a hand worth %1</source>
        <translation>tidak mengetuk padahal skor kartumu %1</translation>
    </message>
    <message>
        <source>draws instead of taking the %1, which raises your hand from %2 to %3</source>
        <translation>menarik dari stok alih-alih mengambil %1, yang menaikkan skormu dari %2 ke %3</translation>
    </message>
    <message>
        <source>takes the %1, which raises your hand only from %2 to %3</source>
        <translation>mengambil %1, yang hanya menaikkan skormu dari %2 ke %3</translation>
    </message>
    <message>
        <source>takes the %1, which does not raise your hand (%2)</source>
        <translation>mengambil %1, yang tidak menaikkan skormu (%2)</translation>
    </message>
    <message>
        <source>ends the hand where taking the %1 raises it from %2 to %3</source>
        <translation>mengakhiri ronde padahal mengambil %1 menaikkan skormu dari %2 ke %3</translation>
    </message>
    <message>
        <source>throws the %1 to %2, who has been taking %3</source>
        <translation>membuang %1 untuk %2, yang sedang mengumpulkan %3</translation>
    </message>
    <message>
        <source>throws the %1 from your scoring suit</source>
        <translation>membuang %1 dari bunga yang kamu kumpulkan</translation>
    </message>
    <message>
        <source>throws the %1 where throwing the %2 keeps a hand worth %3 instead of %4</source>
        <translation>membuang %1 padahal dengan membuang %2 skormu %3, bukan %4</translation>
    </message>
    <message numerus="yes">
        <source>leaves the pile of %n card(s) (%1 on top) where taking it does better</source>
        <translation>
            <numerusform>membiarkan tumpukan %n kartu (%1 di atas) padahal mengambilnya lebih baik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes the pile of %n card(s) where drawing does better</source>
        <translation>
            <numerusform>mengambil tumpukan %n kartu padahal menarik dari stok lebih baik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes the pile of %n card(s) with %1 where drawing does better</source>
        <translation>
            <numerusform>mengambil tumpukan %n kartu dengan %1 padahal menarik dari stok lebih baik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the %1 from your %n natural cards of that rank</source>
        <translation>
            <numerusform>membuang %1 dari %n kartu biasa bernilai sama milikmu</numerusform>
        </translation>
    </message>
    <message>
        <source>throws the %1, which fits your side&apos;s meld</source>
        <translation>membuang %1, padahal kartu itu cocok untuk meld pihakmu</translation>
    </message>
    <message>
        <source>plays on where laying down %1 takes you out</source>
        <translation>terus bermain padahal menurunkan %1 membuatmu go-out</translation>
    </message>
    <message>
        <source>keeps %1 in your hand where laying it down does better</source>
        <translation>menyimpan %1 di tangan padahal menurunkannya lebih baik</translation>
    </message>
    <message>
        <source>lays down %1 where keeping it in your hand does better</source>
        <translation>menurunkan %1 padahal menyimpannya di tangan lebih baik</translation>
    </message>
    <message>
        <source>calls %1 into %2 with %3% equity: the price needs %4%</source>
        <translation>call %1 ke pot %2 dengan equity %3%: harganya butuh %4%</translation>
    </message>
    <message>
        <source>folds to %1 into %2 with %3% equity: the price needs only %4%</source>
        <translation>fold terhadap %1 ke pot %2 dengan equity %3%: harganya cuma butuh %4%</translation>
    </message>
    <message>
        <source>folds with %1% equity where raising does better</source>
        <translation>fold dengan equity %1% padahal raise lebih baik</translation>
    </message>
    <message>
        <source>bets %1 with %2% equity against the hands that call, and they fold only %3% of the time</source>
        <translation>bet %1 dengan equity %2% melawan kartu yang call, dan lawan hanya fold pada %3% kesempatan</translation>
    </message>
    <message>
        <source>calls with %1% equity where raising to %2 earns more</source>
        <translation>call dengan equity %1% padahal raise ke %2 menghasilkan lebih banyak</translation>
    </message>
    <message>
        <source>checks with %1% equity where a bet of %2 earns more</source>
        <translation>check dengan equity %1% padahal bet %2 menghasilkan lebih banyak</translation>
    </message>
    <message>
        <source>bets %1 where a smaller bet of %2 earns more</source>
        <translation>bet %1 padahal bet lebih kecil sebesar %2 menghasilkan lebih banyak</translation>
    </message>
    <message>
        <source>bets %1 where a bigger bet of %2 earns more</source>
        <translation>bet %1 padahal bet lebih besar sebesar %2 menghasilkan lebih banyak</translation>
    </message>
    <message>
        <source>hands won</source>
        <translation>ronde dimenangkan</translation>
    </message>
    <message>
        <source>%1% chance of winning</source>
        <translation>peluang menang %1%</translation>
    </message>
    <message>
        <source>end the hand</source>
        <comment>Canasta</comment>
        <translation>akhiri babak</translation>
    </message>
    <message numerus="yes">
        <source>discards the %1, which lets %2 take a pile of %n card(s) (risk %3%)</source>
        <translation>
            <numerusform>membuang %1, sehingga %2 bisa mengambil tumpukan %n kartu (risiko %3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws away the wild card %1 (%n point(s))</source>
        <translation>
            <numerusform>membuang kartu liar %1 (%n poin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the %1 and keeps the %2, worth %n point(s) against you if the hand ends</source>
        <translation>
            <numerusform>membuang %1 dan menyimpan %2, yang mengurangi %n poin kalau babak berakhir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lets your partner go out while you hold %n point(s)</source>
        <translation>
            <numerusform>membolehkan partnermu go-out padahal kamu masih memegang %n poin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stops your partner from going out (you hold %n point(s))</source>
        <translation>
            <numerusform>melarang partnermu go-out (kamu memegang %n poin)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hands (any two cards)</source>
        <translation>kartu %1 (dua kartu apa saja)</translation>
    </message>
    <message>
        <source>%1&apos;s likely opening hands (about %2)</source>
        <translation>kartu yang kemungkinan dipakai %1 untuk open (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s likely raising hands (about %2)</source>
        <translation>kartu yang kemungkinan dipakai %1 untuk raise (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s likely calling hands (about %2)</source>
        <translation>kartu yang kemungkinan dipakai %1 untuk call (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s likely limping hands (about %2)</source>
        <translation>kartu yang kemungkinan dipakai %1 untuk limp (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s likely all-in hands (about %2)</source>
        <translation>kartu yang kemungkinan dipakai %1 untuk all-in (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s push/fold chart hands (about %2)</source>
        <translation>kartu %1 menurut tabel push/fold (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s likely betting hands (about %2)</source>
        <translation>kartu yang kemungkinan dipakai %1 untuk bet (sekitar %2)</translation>
    </message>
    <message>
        <source>%1&apos;s likely hands after checking (about %2)</source>
        <translation>kartu yang kemungkinan dipegang %1 setelah check (sekitar %2)</translation>
    </message>
    <message>
        <source>the hands %1 would play on (about %2)</source>
        <translation>kartu yang akan dimainkan terus oleh %1 (sekitar %2)</translation>
    </message>
    <message>
        <source>%1 and one other player</source>
        <translation>%1 dan satu pemain lain</translation>
    </message>
    <message>
        <source>%1 and %2 other players</source>
        <translation>%1 dan %2 pemain lain</translation>
    </message>
    <message>
        <source>calls %1 into %2 against %3: %4% equity; the price needs %5%</source>
        <translation>call %1 ke pot %2 melawan %3: equity %4%; harganya butuh %5%</translation>
    </message>
    <message>
        <source>folds to %1 into %2 against %3: %4% equity; the price needs only %5%</source>
        <translation>fold terhadap %1 ke pot %2 melawan %3: equity %4%; harganya cuma butuh %5%</translation>
    </message>
    <message>
        <source>folds with %1% equity against %2 where raising does better</source>
        <translation>fold dengan equity %1% melawan %2 padahal raise lebih baik</translation>
    </message>
    <message>
        <source>bets %1 against %2: %3% equity against the hands that call, who fold only %4% of the time</source>
        <translation>bet %1 melawan %2: equity %3% melawan kartu yang call, dan lawan hanya fold pada %4% kesempatan</translation>
    </message>
    <message>
        <source>calls with %1% equity against %2 where raising to %3 earns more</source>
        <translation>call dengan equity %1% melawan %2 padahal raise ke %3 menghasilkan lebih banyak</translation>
    </message>
    <message>
        <source>checks with %1% equity against %2 where a bet of %3 earns more</source>
        <translation>check dengan equity %1% melawan %2 padahal bet %3 menghasilkan lebih banyak</translation>
    </message>
    <message>
        <source>the pot odds ask %1%; with one player still to act and the streets to come, a call needs %2%</source>
        <translation>pot odds minta %1%; dengan satu pemain yang belum bertindak dan street yang masih akan datang, call butuh %2%</translation>
    </message>
    <message>
        <source>the pot odds ask %1%; with %2 players still to act and the streets to come, a call needs %3%</source>
        <translation>pot odds minta %1%; dengan %2 pemain yang belum bertindak dan street yang masih akan datang, call butuh %3%</translation>
    </message>
    <message>
        <source>the pot odds ask %1%; over the streets to come this hand wins less than its share, so a call needs %2%</source>
        <translation>pot odds minta %1%; di street berikutnya kartu ini menang kurang dari bagiannya, jadi call butuh %2%</translation>
    </message>
    <message>
        <source>the pot odds ask %1%; over the streets to come this hand wins more than its share, so a call needs only %2%</source>
        <translation>pot odds minta %1%; di street berikutnya kartu ini menang lebih dari bagiannya, jadi call cuma butuh %2%</translation>
    </message>
    <message>
        <source>calls %1 into %2 against %3: %4% equity; %5</source>
        <translation>call %1 ke pot %2 melawan %3: equity %4%; %5</translation>
    </message>
    <message>
        <source>folds to %1 into %2 against %3: %4% equity; %5</source>
        <translation>fold terhadap %1 ke pot %2 melawan %3: equity %4%; %5</translation>
    </message>
    <message>
        <source>first</source>
        <translation>pertama</translation>
    </message>
    <message>
        <source>second</source>
        <translation>kedua</translation>
    </message>
    <message>
        <source>third</source>
        <translation>ketiga</translation>
    </message>
    <message>
        <source>last</source>
        <translation>terakhir</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 poin persen</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poin</translation>
    </message>
    <message numerus="yes">
        <source>as good as the best move found: over %n simulated deal(s) it did no worse</source>
        <translation>
            <numerusform>sama baiknya dengan langkah terbaik: dalam %n kocokan simulasi hasilnya tidak lebih buruk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about as good as the best move found: %1 apart over %n simulated deal(s), less than the uncertainty of ±%2</source>
        <translation>
            <numerusform>hampir sama baiknya dengan langkah terbaik: selisih %1 dalam %n kocokan simulasi, lebih kecil dari ketidakpastian ±%2</numerusform>
        </translation>
    </message>
    <message>
        <source>passes where %1, which nothing left can beat, wins the lead and %2 then takes you out: %3 place secured</source>
        <translation>pas padahal %1, yang tak bisa dikalahkan kartu mana pun yang tersisa, merebut kendali lalu %2 membuatmu habis: urutan %3 pasti kamu dapat</translation>
    </message>
    <message>
        <source>plays %1 where %2, which nothing left can beat, wins the lead and %3 then takes you out: %4 place secured</source>
        <translation>memainkan %1 padahal %2, yang tak bisa dikalahkan kartu mana pun yang tersisa, merebut kendali lalu %3 membuatmu habis: urutan %4 pasti kamu dapat</translation>
    </message>
    <message>
        <source>passes where %1 takes you out and secures %2 place</source>
        <translation>pas padahal %1 membuatmu habis dan memastikan urutan %2</translation>
    </message>
    <message>
        <source>plays %1 where %2 takes you out and secures %3 place</source>
        <translation>memainkan %1 padahal %2 membuatmu habis dan memastikan urutan %3</translation>
    </message>
    <message>
        <source>leads %1 where leading the lower %2 first holds control: your %3 stays in hand to win the lead back</source>
        <translation>membuka dengan %1 padahal membuka dulu dengan %2 yang lebih rendah menjaga kendali: %3 tetap di tanganmu untuk merebut kendali kembali</translation>
    </message>
    <message>
        <source>throws the %1, worth %2, to %3, who has been taking %4, where the %5 gives less</source>
        <translation>membuang %1, bernilai %2, untuk %3 yang sedang mengumpulkan %4, padahal %5 memberinya lebih sedikit</translation>
    </message>
    <message>
        <source>throws the %1 where throwing the %2 keeps two cards of %3 and two of %4, so either suit can still grow</source>
        <translation>membuang %1 padahal dengan membuang %2 kamu menyimpan dua kartu %3 dan dua kartu %4, jadi kedua bunga itu masih bisa berkembang</translation>
    </message>
    <message>
        <source>hands the %1, worth %2, to %3, where the low %4 is of little use to anyone</source>
        <translation>memberikan %1, bernilai %2, kepada %3, padahal %4 yang rendah hampir tak berguna bagi siapa pun</translation>
    </message>
    <message>
        <source>throws the %1, worth %2, where the lower %3 gives %4 less to build on</source>
        <translation>membuang %1, bernilai %2, padahal %3 yang lebih rendah memberi %4 lebih sedikit untuk dikembangkan</translation>
    </message>
    <message>
        <source>throws the %1 and keeps a hand worth %2, where throwing the %3 keeps the best four, %4, worth %5 in %6</source>
        <translation>membuang %1 dan menyisakan kartu senilai %2, padahal dengan membuang %3 kamu menyimpan empat kartu terbaik, %4, senilai %5 di %6</translation>
    </message>
    <message>
        <source>throws the %1 and keeps a hand worth %2, where throwing the %3 keeps the best four, %4, worth %5 in %6; with the cards still to come the chance of winning differs by %7, less than the uncertainty of ±%8</source>
        <translation>membuang %1 dan menyisakan kartu senilai %2, padahal dengan membuang %3 kamu menyimpan empat kartu terbaik, %4, senilai %5 di %6; dengan kartu yang masih akan datang, peluang menangnya berbeda %7, lebih kecil dari ketidakpastian ±%8</translation>
    </message>
    <message numerus="yes">
        <source>throws the wild card %1 onto the pile, freezing it and handing %n point(s) to whoever takes it, where the black %2 was a safe discard</source>
        <translation>
            <numerusform>membuang kartu liar %1 ke tumpukan, membuatnya beku dan memberi %n poin kepada siapa pun yang mengambilnya, padahal tiga hitam %2 adalah buangan yang aman</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the wild card %1 onto the pile, freezing it and handing %n point(s) to whoever takes it</source>
        <translation>
            <numerusform>membuang kartu liar %1 ke tumpukan, membuatnya beku dan memberi %n poin kepada siapa pun yang mengambilnya</numerusform>
        </translation>
    </message>
    <message>
        <source>throws the %1, the seventh card that makes your side&apos;s meld a canasta</source>
        <translation>membuang %1, kartu ketujuh yang menjadikan meld pihakmu canasta</translation>
    </message>
    <message numerus="yes">
        <source>throws the %1, with which %2 can take the pile of %n card(s) and make a canasta of %3</source>
        <translation>
            <numerusform>membuang %1, yang bisa dipakai %2 untuk mengambil tumpukan %n kartu dan membuat canasta %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the %1, which %2 can add to a meld of %3, taking the pile of %n card(s)</source>
        <translation>
            <numerusform>membuang %1, yang bisa ditambahkan %2 ke meld %3 sambil mengambil tumpukan %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>your meld of %1, making it a canasta</source>
        <translation>meld %1 milikmu, sehingga menjadi canasta</translation>
    </message>
    <message numerus="yes">
        <source>your meld of %1, making it %n card(s)</source>
        <translation>
            <numerusform>meld %1 milikmu, sehingga menjadi %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>adds the wild card %1 to your meld of %2 where it belongs on %3</source>
        <translation>menambahkan kartu liar %1 ke meld %2 milikmu padahal tempatnya di %3</translation>
    </message>
    <message>
        <source>spends the wild card %1 on a new meld, %2, where it belongs on %3</source>
        <translation>memakai kartu liar %1 untuk meld baru, %2, padahal tempatnya di %3</translation>
    </message>
    <message numerus="yes">
        <source>plays on where asking your partner and going out ends the hand with your side about %n point(s) ahead</source>
        <translation>
            <numerusform>terus bermain padahal tanya partner lalu go-out mengakhiri babak dengan pihakmu unggul sekitar %n poin</numerusform>
        </translation>
    </message>
    <message>
        <source>plays on where asking your partner and going out ends the hand before the other side scores more</source>
        <translation>terus bermain padahal tanya partner lalu go-out mengakhiri babak sebelum pihak lawan menambah poin</translation>
    </message>
    <message numerus="yes">
        <source>lays down the wild card %1 where throwing it freezes the pile of %n card(s) against the other side</source>
        <translation>
            <numerusform>menurunkan kartu liar %1 padahal membuangnya membuat tumpukan %n kartu beku bagi pihak lawan</numerusform>
        </translation>
    </message>
    <message>
        <source>lays down %1 where discarding the %2 does better</source>
        <translation>menurunkan %1 padahal membuang %2 lebih baik</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>This version cannot show this game.</source>
        <translation>Versi ini tidak bisa menampilkan permainan ini.</translation>
    </message>
    <message>
        <source>The game has no such deal.</source>
        <translation>Permainan ini tidak punya kocokan itu.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Kocokan sudah selesai.</translation>
    </message>
    <message>
        <source>The game went on from here.</source>
        <translation>Permainan berlanjut dari sini.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Kamu</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>Next: %1 — %2</source>
        <translation>Berikutnya: %1 — %2</translation>
    </message>
    <message>
        <source>The start of the deal (Home)</source>
        <translation>Awal kocokan (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Mundur satu langkah (Kiri)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Maju satu langkah (Kanan)</translation>
    </message>
    <message>
        <source>The end of the deal (End)</source>
        <translation>Akhir kocokan (End)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Kembali ke permainan</translation>
    </message>
    <message>
        <source>Leave the replay and play on (Esc)</source>
        <translation>Tinggalkan tayangan ulang dan lanjut bermain (Esc)</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Babak sudah selesai.</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Games finished, oldest first</source>
        <translation>Permainan selesai, dari yang terlama</translation>
    </message>
    <message>
        <source>Won so far (%)</source>
        <translation>Menang sejauh ini (%)</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Belum ada permainan yang selesai</translation>
    </message>
    <message>
        <source>Share of games won, by opponents&apos; level</source>
        <translation>Persentase menang, menurut level lawan</translation>
    </message>
    <message>
        <source>Level not recorded</source>
        <translation>Level tidak tercatat</translation>
    </message>
    <message>
        <source>Deals finished, oldest first</source>
        <translation>Kocokan selesai, dari yang terlama</translation>
    </message>
    <message>
        <source>Share of deals won, by opponents&apos; level</source>
        <translation>Persentase kocokan dimenangkan, menurut level lawan</translation>
    </message>
</context>
<context>
    <name>ReviewJob</name>
    <message>
        <source>This version cannot review this game.</source>
        <translation>Versi ini tidak bisa meninjau permainan ini.</translation>
    </message>
    <message>
        <source>The game cannot be replayed: it does not follow the rules.</source>
        <translation>Permainan ini tidak bisa diputar ulang: langkahnya tidak sesuai aturan.</translation>
    </message>
    <message>
        <source>That seat is not at this table.</source>
        <translation>Kursi itu tidak ada di meja ini.</translation>
    </message>
    <message>
        <source>The game has no such deal.</source>
        <translation>Permainan ini tidak punya kocokan itu.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sekarang bukan giliranmu.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Tinjauan dibatalkan.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>The coach is weighing your decisions…</source>
        <translation>Pelatih sedang menimbang keputusan-keputusanmu…</translation>
    </message>
    <message>
        <source>The coach is weighing your decisions… %1 of %2</source>
        <translation>Pelatih sedang menimbang keputusan-keputusanmu… %1 dari %2</translation>
    </message>
    <message>
        <source>Click a decision to see the table as it was; ← → step through every move.</source>
        <translation>Klik sebuah keputusan untuk melihat meja seperti saat itu; ← → menelusuri setiap langkah.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Tampilkan semua kartu</translation>
    </message>
    <message>
        <source>Show every hand face up in the replay, to check the deal and see why the others played as they did</source>
        <translation>Buka semua kartu di tayangan ulang, untuk memeriksa kocokan dan melihat mengapa pemain lain bermain seperti itu</translation>
    </message>
    <message>
        <source>Only for a finished deal: the cards of a deal still being played stay hidden</source>
        <translation>Hanya untuk kocokan yang sudah selesai: kartu kocokan yang masih dimainkan tetap tertutup</translation>
    </message>
    <message>
        <source>Cost: %1 &amp;nbsp; %2 &amp;nbsp; %3</source>
        <translation>Kerugian: %1 &amp;nbsp; %2 &amp;nbsp; %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>small</source>
        <translation>kecil</translation>
    </message>
    <message>
        <source>large</source>
        <translation>besar</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Aturan %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules of this game are not written yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aturan permainan ini belum ditulis.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is damaged or is not a Meja Kartu save.</source>
        <translation>Berkas ini rusak atau bukan simpanan Meja Kartu.</translation>
    </message>
    <message>
        <source>The file is not a Meja Kartu save.</source>
        <translation>Berkas ini bukan simpanan Meja Kartu.</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Meja Kartu.</source>
        <translation>Berkas ini disimpan oleh Meja Kartu versi yang lebih baru.</translation>
    </message>
    <message>
        <source>The file does not say which game it holds.</source>
        <translation>Berkas ini tidak menyebut permainan apa isinya.</translation>
    </message>
    <message>
        <source>The file&apos;s deal number is damaged.</source>
        <translation>Nomor kocokan di berkas ini rusak.</translation>
    </message>
    <message>
        <source>The file&apos;s rule settings are damaged.</source>
        <translation>Pengaturan aturan di berkas ini rusak.</translation>
    </message>
    <message>
        <source>The file&apos;s moves are damaged.</source>
        <translation>Daftar langkah di berkas ini rusak.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Tidak bisa menulis %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Tidak bisa membuka %1: %2</translation>
    </message>
    <message>
        <source>The file is too large to be a Meja Kartu save.</source>
        <translation>Berkas ini terlalu besar untuk simpanan Meja Kartu.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Menang %</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Permainan dimainkan</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Permainan dimenangkan</translation>
    </message>
    <message>
        <source>Rounds, hands</source>
        <translation>Putaran, babak</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A game counts when it is finished, under the rules chosen in the Variant menu:</source>
        <translation>Permainan dihitung setelah selesai, menurut aturan yang dipilih di menu Varian:</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n putaran</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <comment>Texas Hold&apos;em</comment>
        <translation>
            <numerusform>%n putaran</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <comment>Empat Satu</comment>
        <translation>
            <numerusform>%n ronde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <comment>Canasta</comment>
        <translation>
            <numerusform>%n babak</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounds, hands won</source>
        <translation>Putaran, babak dimenangkan</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 dari %2 (%3%)</translation>
    </message>
</context>
<context>
    <name>StrengthTable</name>
    <message>
        <source>The strength figures are damaged.</source>
        <translation>Data kekuatan lawan rusak.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>satu</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dua</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tiga</translation>
    </message>
    <message>
        <source>four</source>
        <translation>empat</translation>
    </message>
    <message>
        <source>five</source>
        <translation>lima</translation>
    </message>
    <message>
        <source>six</source>
        <translation>enam</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>tujuh</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>delapan</translation>
    </message>
    <message>
        <source>first out in %1% of deals against %2 %3</source>
        <translation>keluar pertama di %1% kocokan melawan %2 pemain %3</translation>
    </message>
    <message>
        <source>wins %1% of hands against %2 %3</source>
        <translation>menang di %1% ronde melawan %2 pemain %3</translation>
    </message>
    <message>
        <source>with a partner of the same level, wins %1% of hands against %2 %3</source>
        <translation>berpasangan dengan tingkat yang sama, menang di %1% babak melawan %2 pemain %3</translation>
    </message>
    <message>
        <source>wins %1 big blinds per 100 hands against %2 %3</source>
        <translation>menang %1 big blind per 100 putaran melawan %2 pemain %3</translation>
    </message>
    <message>
        <source>loses %1 big blinds per 100 hands against %2 %3</source>
        <translation>kalah %1 big blind per 100 putaran melawan %2 pemain %3</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The hand is over.</source>
        <translation>Pembagian kartu ini sudah selesai.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Tunggu giliranmu.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Meja kartu</translation>
    </message>
    <message>
        <source>Tab and Shift+Tab move between the places on the table, the arrow keys within one.</source>
        <translation>Tab dan Shift+Tab berpindah antar tempat di meja, tombol panah di dalam satu tempat.</translation>
    </message>
</context>
<context>
    <name>TableZones</name>
    <message>
        <source>Your hand</source>
        <translation>Tanganmu</translation>
    </message>
    <message>
        <source>Centre of the table</source>
        <translation>Tengah meja</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Cards played this round</source>
        <translation>Kartu yang dimainkan di putaran ini</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stok</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Tumpukan buangan</translation>
    </message>
    <message>
        <source>Your side&apos;s melds</source>
        <translation>Meld pihakmu</translation>
    </message>
    <message>
        <source>Opponents&apos; melds</source>
        <translation>Meld lawan</translation>
    </message>
    <message>
        <source>Red threes</source>
        <translation>3 merah</translation>
    </message>
    <message>
        <source>Cards being melded</source>
        <translation>Kartu yang sedang diturunkan</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kartu</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kartu tertutup</translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation>Joker merah</translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation>Joker hitam</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>sekop</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: &quot;Queen of hearts&quot;. %1 is the rank, %2 the suit.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>dipilih</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <extracomment>Where a card lies: &quot;3 of 12 in Your hand&quot;.</extracomment>
        <translation>%1 dari %2 di %3</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>kosong</translation>
    </message>
    <message>
        <source>%1, %2 selected</source>
        <translation>%1, %2 dipilih</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>bet %1</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>giliran main</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face up</source>
        <translation>
            <numerusform>%n kartu terbuka</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>Where a card of another player lies: &quot;2 of 13 in Sari&apos;s hand&quot;.</extracomment>
        <translation>tangan %1</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Capsa Indonesia (standard)</source>
        <translation>Capsa Indonesia (standar)</translation>
    </message>
    <message>
        <source>Capsa Banting (classic)</source>
        <translation>Capsa Banting (klasik)</translation>
    </message>
    <message>
        <source>Empat Satu (classic)</source>
        <translation>Empat Satu (klasik)</translation>
    </message>
    <message>
        <source>Empat Satu, JB Games house rules</source>
        <translation>Empat Satu, aturan rumah JB Games</translation>
    </message>
    <message>
        <source>Empat Satu, quick (ends with the stock)</source>
        <translation>Empat Satu, cepat (selesai saat stok habis)</translation>
    </message>
    <message>
        <source>A Bom beats any single</source>
        <translation>Bom mengalahkan Single apa pun</translation>
    </message>
    <message>
        <source>Four of a kind needs a fifth card</source>
        <translation>Empat kartu bernilai sama harus dengan kartu kelima</translation>
    </message>
    <message>
        <source>Big Two with four-card hands</source>
        <translation>Big Two dengan kombinasi empat kartu</translation>
    </message>
    <message>
        <source>Which straights count</source>
        <translation>Seri yang sah</translation>
    </message>
    <message>
        <source>Comparing straights</source>
        <translation>Membandingkan Seri</translation>
    </message>
    <message>
        <source>Length of straights</source>
        <translation>Panjang Seri</translation>
    </message>
    <message>
        <source>Comparing flushes</source>
        <translation>Membandingkan Flush</translation>
    </message>
    <message>
        <source>The 2 is low in combinations</source>
        <translation>Kartu 2 rendah dalam kombinasi</translation>
    </message>
    <message>
        <source>A player who passed may play again</source>
        <translation>Pemain yang sudah pas boleh main lagi</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Akhir putaran</translation>
    </message>
    <message>
        <source>Who leads later rounds</source>
        <translation>Pembuka putaran berikutnya</translation>
    </message>
    <message>
        <source>Instant win: dragon</source>
        <translation>Menang langsung: Dragon</translation>
    </message>
    <message>
        <source>Instant win: suited dragon</source>
        <translation>Menang langsung: Dragon satu bunga</translation>
    </message>
    <message>
        <source>Instant win: four 2s</source>
        <translation>Menang langsung: empat kartu 2</translation>
    </message>
    <message>
        <source>Instant win: six pairs</source>
        <translation>Menang langsung: enam pair</translation>
    </message>
    <message>
        <source>Turn finished tricks face down</source>
        <translation>Tutup trik yang sudah selesai</translation>
    </message>
    <message>
        <source>Suit order</source>
        <translation>Urutan bunga</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Penilaian</translation>
    </message>
    <message>
        <source>Each 2 left doubles the penalty</source>
        <translation>Tiap kartu 2 yang tersisa menggandakan denda</translation>
    </message>
    <message>
        <source>Rounds in a game</source>
        <translation>Jumlah putaran</translation>
    </message>
    <message>
        <source>Play to a score</source>
        <translation>Main sampai skor</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jumlah pemain</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Tumpukan buangan</translation>
    </message>
    <message>
        <source>Score needed to stop</source>
        <translation>Skor minimal untuk mengetuk</translation>
    </message>
    <message>
        <source>Discard before drawing (difficult)</source>
        <translation>Buang dulu baru menarik (sulit)</translation>
    </message>
    <message>
        <source>The hand ends when the stock is empty</source>
        <translation>Ronde selesai saat stok habis</translation>
    </message>
    <message>
        <source>Turns allowed after the stock is empty</source>
        <translation>Giliran yang boleh setelah stok habis</translation>
    </message>
    <message>
        <source>The card just taken may be thrown back</source>
        <translation>Kartu yang baru diambil boleh dibuang lagi</translation>
    </message>
    <message>
        <source>Keep a tally of wins and losses</source>
        <translation>Catat menang dan kalah</translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation>Jumlah ronde dalam satu sesi</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em, no limit (standard)</source>
        <translation>Texas Hold&apos;em, no limit (standar)</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em, turbo (rising blinds)</source>
        <translation>Texas Hold&apos;em, turbo (blind naik)</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em, heads-up</source>
        <translation>Texas Hold&apos;em, heads-up</translation>
    </message>
    <message>
        <source>Small blind (chips)</source>
        <translation>Small blind (chip)</translation>
    </message>
    <message>
        <source>Big blind (chips)</source>
        <translation>Big blind (chip)</translation>
    </message>
    <message>
        <source>Ante (chips)</source>
        <translation>Ante (chip)</translation>
    </message>
    <message>
        <source>Starting stack (big blinds)</source>
        <translation>Chip awal (dalam big blind)</translation>
    </message>
    <message>
        <source>Blinds rise during the game</source>
        <translation>Blind naik selama permainan</translation>
    </message>
    <message>
        <source>Hands per blind level</source>
        <translation>Jumlah putaran per level blind</translation>
    </message>
    <message>
        <source>A-2-3-4-5 lowest, 10-J-Q-K-A highest</source>
        <translation>A-2-3-4-5 terendah, 10-J-Q-K-A tertinggi</translation>
    </message>
    <message>
        <source>3-4-5-6-7 lowest, J-Q-K-A-2 highest</source>
        <translation>3-4-5-6-7 terendah, J-Q-K-A-2 tertinggi</translation>
    </message>
    <message>
        <source>No 2 in a straight</source>
        <translation>Tanpa kartu 2 dalam Seri</translation>
    </message>
    <message>
        <source>By the last card of the sequence</source>
        <translation>Menurut kartu terakhir urutan</translation>
    </message>
    <message>
        <source>By the highest card (2 high)</source>
        <translation>Menurut kartu tertinggi (2 tertinggi)</translation>
    </message>
    <message>
        <source>By the first card (Taiwan)</source>
        <translation>Menurut kartu pertama (Taiwan)</translation>
    </message>
    <message>
        <source>Five cards</source>
        <translation>Lima kartu</translation>
    </message>
    <message>
        <source>Three cards or more</source>
        <translation>Tiga kartu atau lebih</translation>
    </message>
    <message>
        <source>By the highest card</source>
        <translation>Menurut kartu tertinggi</translation>
    </message>
    <message>
        <source>By suit first</source>
        <translation>Menurut bunga dulu</translation>
    </message>
    <message>
        <source>Card by card, as in poker</source>
        <translation>Kartu demi kartu, seperti poker</translation>
    </message>
    <message>
        <source>When three players are out</source>
        <translation>Saat tiga pemain habis</translation>
    </message>
    <message>
        <source>When the first player is out</source>
        <translation>Saat pemain pertama habis</translation>
    </message>
    <message>
        <source>The first out of the last round</source>
        <translation>Yang pertama habis di putaran sebelumnya</translation>
    </message>
    <message>
        <source>The holder of the 3♦</source>
        <translation>Pemegang 3♦</translation>
    </message>
    <message>
        <source>♦ &lt; ♣ &lt; ♥ &lt; ♠</source>
        <translation>♦ &lt; ♣ &lt; ♥ &lt; ♠</translation>
    </message>
    <message>
        <source>♣ &lt; ♠ &lt; ♥ &lt; ♦ (Pusoy)</source>
        <translation>♣ &lt; ♠ &lt; ♥ &lt; ♦ (Pusoy)</translation>
    </message>
    <message>
        <source>Placement points 3/2/1/0</source>
        <translation>Poin urutan 3/2/1/0</translation>
    </message>
    <message>
        <source>Penalty for cards left</source>
        <translation>Denda sisa kartu</translation>
    </message>
    <message>
        <source>One pile in the middle</source>
        <translation>Satu tumpukan di tengah</translation>
    </message>
    <message>
        <source>A pile in front of each player</source>
        <translation>Satu tumpukan di depan tiap pemain</translation>
    </message>
    <message>
        <source>Canasta Indonesia (standard)</source>
        <translation>Canasta Indonesia (standar)</translation>
    </message>
    <message>
        <source>Canasta (classic rules)</source>
        <translation>Canasta (aturan klasik)</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Who plays first</source>
        <translation>Siapa yang mulai</translation>
    </message>
    <message>
        <source>Turning the first discard</source>
        <translation>Membuka kartu buangan pertama</translation>
    </message>
    <message>
        <source>Wild cards in a meld</source>
        <translation>Kartu liar dalam satu meld</translation>
    </message>
    <message>
        <source>Wild cards on a finished canasta</source>
        <translation>Kartu liar pada canasta yang sudah jadi</translation>
    </message>
    <message>
        <source>First meld with a score below zero</source>
        <translation>Meld pertama saat skor di bawah nol</translation>
    </message>
    <message>
        <source>A first canasta needs no minimum</source>
        <translation>Canasta pertama tanpa batas minimum</translation>
    </message>
    <message>
        <source>The pile may be taken onto a finished canasta</source>
        <translation>Tumpukan boleh diambil untuk canasta yang sudah jadi</translation>
    </message>
    <message>
        <source>Perfect go-out (200)</source>
        <translation>Go-out sempurna (200)</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Saat stok habis</translation>
    </message>
    <message>
        <source>Bonus for winning the game</source>
        <translation>Bonus menang permainan</translation>
    </message>
    <message>
        <source>Two players: cards each</source>
        <translation>Dua pemain: kartu per orang</translation>
    </message>
    <message>
        <source>Two players: drawing two cards</source>
        <translation>Dua pemain: menarik dua kartu</translation>
    </message>
    <message>
        <source>Two players: taking the pile also draws one card</source>
        <translation>Dua pemain: ambil tumpukan juga menarik satu kartu stok</translation>
    </message>
    <message>
        <source>Three players: cards each</source>
        <translation>Tiga pemain: kartu per orang</translation>
    </message>
    <message>
        <source>Six players</source>
        <translation>Enam pemain</translation>
    </message>
    <message>
        <source>Drawn by high card</source>
        <translation>Diundi dengan kartu tertinggi</translation>
    </message>
    <message>
        <source>Fixed: you and the player opposite</source>
        <translation>Tetap: kamu dan pemain di depanmu</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Si pembagi</translation>
    </message>
    <message>
        <source>The player left of the dealer</source>
        <translation>Pemain di kiri pembagi</translation>
    </message>
    <message>
        <source>Indonesian: extra wild cards go back to the stock</source>
        <translation>Indonesia: kartu liar berikutnya kembali ke stok</translation>
    </message>
    <message>
        <source>Classic: turn until a natural card</source>
        <translation>Klasik: buka terus sampai kartu biasa</translation>
    </message>
    <message>
        <source>At most three</source>
        <translation>Paling banyak tiga</translation>
    </message>
    <message>
        <source>Never more wild than natural</source>
        <translation>Kartu liar tidak boleh lebih banyak dari kartu biasa</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Tanpa batas</translation>
    </message>
    <message>
        <source>At most three in all</source>
        <translation>Paling banyak tiga seluruhnya</translation>
    </message>
    <message>
        <source>No minimum</source>
        <translation>Tanpa minimum</translation>
    </message>
    <message>
        <source>At least 15 points</source>
        <translation>Paling sedikit 15 poin</translation>
    </message>
    <message>
        <source>Meld every card, no discard</source>
        <translation>Turunkan semua kartu, tanpa membuang</translation>
    </message>
    <message>
        <source>Concealed: no earlier melds</source>
        <translation>Tertutup: belum pernah menurunkan meld</translation>
    </message>
    <message>
        <source>The next player may take the last discard</source>
        <translation>Pemain berikutnya boleh mengambil buangan terakhir</translation>
    </message>
    <message>
        <source>Play on while discards are taken</source>
        <translation>Lanjut selama buangan diambil</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 poin</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Tidak ada</translation>
    </message>
    <message>
        <source>15 cards, draw two, two canastas to go out</source>
        <translation>15 kartu, tarik dua, dua canasta untuk go-out</translation>
    </message>
    <message>
        <source>13 cards, draw one</source>
        <translation>13 kartu, tarik satu</translation>
    </message>
    <message>
        <source>Always two</source>
        <translation>Selalu dua</translation>
    </message>
    <message>
        <source>One or two, as you choose</source>
        <translation>Satu atau dua, sesuai pilihan</translation>
    </message>
    <message>
        <source>13 cards</source>
        <translation>13 kartu</translation>
    </message>
    <message>
        <source>11 cards</source>
        <translation>11 kartu</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>tanpa batas</translation>
    </message>
    <message>
        <source>off</source>
        <translation>mati</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>off: only four cards of one suit stop</source>
        <translation>mati: hanya empat kartu satu bunga yang boleh mengetuk</translation>
    </message>
    <message>
        <source>the rule&apos;s default (%1)</source>
        <translation>bawaan aturan (%1)</translation>
    </message>
    <message numerus="yes">
        <source>One game is %n round(s), or less when someone reaches %1 points.</source>
        <translation>
            <numerusform>Satu permainan adalah %n putaran, atau kurang bila seseorang mencapai %1 poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One game is %n round(s).</source>
        <translation>
            <numerusform>Satu permainan adalah %n putaran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One game ends when someone reaches %n point(s).</source>
        <translation>
            <numerusform>Satu permainan berakhir saat seseorang mencapai %n poin.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game has no set end: only its rounds are counted.</source>
        <translation>Permainan tidak punya akhir yang ditetapkan: hanya putarannya yang dihitung.</translation>
    </message>
    <message numerus="yes">
        <source>One game ends when a side reaches %n point(s).</source>
        <translation>
            <numerusform>Satu permainan berakhir saat satu pihak mencapai %n poin.</numerusform>
        </translation>
    </message>
    <message>
        <source>One game is a tournament: it ends when one player has every chip.</source>
        <translation>Satu permainan adalah satu turnamen: berakhir saat satu pemain memegang semua chip.</translation>
    </message>
    <message numerus="yes">
        <source>One game is %n hand(s).</source>
        <translation>
            <numerusform>Satu permainan adalah %n ronde.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game has no set end: only its hands are counted.</source>
        <translation>Permainan tidak punya akhir yang ditetapkan: hanya rondenya yang dihitung.</translation>
    </message>
    <message>
        <source>A four of a kind beats a single 2</source>
        <translation>Piting mengalahkan Single 2</translation>
    </message>
    <message>
        <source>A four of a kind bombs the 2</source>
        <translation>Piting mengebom kartu 2</translation>
    </message>
    <message>
        <source>Three sides of two</source>
        <translation>Tiga pihak berdua</translation>
    </message>
    <message>
        <source>Two sides of three</source>
        <translation>Dua pihak bertiga</translation>
    </message>
</context>
</TS>
