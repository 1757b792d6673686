-- A consumer's right of withdrawal as the contract was concluded (orders/made-to-order.ts): whether the buyer was a
-- consumer, the products made once ordered and the services, the carrier's rate to send the goods back. JSON; NULL for
-- an order placed before, which its PDF reads from today's buyer and catalogue as it always did.
ALTER TABLE "order" ADD COLUMN withdrawal TEXT;

-- The CGV's article 8, which the checkout shows a consumer before he orders, gains what L221-5 has him told then: the
-- model form of R221-1's annex (seed/data/pages.ts prints the one of the order's PDF), the 14 days of a service counted
-- from the contract, the cost of sending back goods the post cannot carry, and the refund deferred until the goods or
-- the proof of their sending (L221-24). Only the article as seeded is replaced: one the office rewrote is its own.
UPDATE page SET body = replace(body, '<h2>Article 8 – Droit de rétractation (consommateurs)</h2>
<p>Conformément aux articles L. 221-18 et suivants du Code de la consommation, le consommateur dispose d’un délai de <strong>14 jours</strong> à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à motiver sa décision. Il lui suffit d’adresser une déclaration dénuée d’ambiguïté via le <a href="/contact">formulaire de contact</a>. Les produits doivent être retournés complets, non utilisés et en bon état, dans les 14 jours suivant la rétractation ; les frais de retour sont à la charge du consommateur. Trefima rembourse la totalité des sommes versées, y compris les frais de livraison standard, dans les 14 jours suivant la rétractation, ce remboursement pouvant être différé jusqu’à la récupération des produits.</p>
<p>Conformément à l’article L. 221-28 du Code de la consommation, <strong>le droit de rétractation ne s’applique pas aux produits confectionnés selon les spécifications du consommateur</strong> : barres coupées ou façonnées sur mesure, bacs et tôles profilés à la longueur, pliages spécifiques.</p>
', '<h2>Article 8 – Droit de rétractation (consommateurs)</h2>
<p>Conformément aux articles L. 221-18 et suivants du Code de la consommation, le consommateur dispose d’un délai de <strong>14 jours</strong> à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à motiver sa décision ; pour une prestation de service (étude et nomenclature d’armatures), ce délai court à compter de la conclusion du contrat. Il lui suffit d’adresser, avant la fin de ce délai, le formulaire type de rétractation ci-dessous ou toute autre déclaration dénuée d’ambiguïté via le <a href="/contact">formulaire de contact</a>. Les produits doivent être retournés complets, non utilisés et en bon état, dans les 14 jours suivant la rétractation ; les frais de retour sont à la charge du consommateur. Par leur longueur ou leur poids, nos produits ne peuvent normalement pas être renvoyés par la poste : ils nous reviennent par transporteur, pour un coût estimé dans la confirmation de commande au tarif de notre livraison jusqu’à la même adresse, sans gratuité de la livraison, ou sont rapportés au dépôt où ils ont été retirés. Trefima rembourse la totalité des sommes versées, y compris les frais de livraison standard, dans les 14 jours suivant la rétractation, ce remboursement pouvant être différé jusqu’à la récupération des produits ou jusqu’à ce que le consommateur ait fourni une preuve de l’expédition de ces produits, la date retenue étant celle du premier de ces faits.</p>
<p>Conformément à l’article L. 221-28 du Code de la consommation, <strong>le droit de rétractation ne s’applique pas aux produits confectionnés selon les spécifications du consommateur</strong> : barres coupées ou façonnées sur mesure, bacs et tôles profilés à la longueur, pliages spécifiques.</p>
<h3>Formulaire type de rétractation</h3>
<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p>
<p>À l’attention de Trefima, zone industrielle du Lamentin, 97232 Le Lamentin, Martinique :</p>
<p>Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :</p>
<p>Commandé le (*)/reçu le (*) :</p>
<p>Nom du (des) consommateur(s) :</p>
<p>Adresse du (des) consommateur(s) :</p>
<p>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :</p>
<p>Date :</p>
<p>(*) Rayez la mention inutile.</p>
'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE slug = 'conditions-generales-de-vente' AND instr(body, '<h2>Article 8 – Droit de rétractation (consommateurs)</h2>
<p>Conformément aux articles L. 221-18 et suivants du Code de la consommation, le consommateur dispose d’un délai de <strong>14 jours</strong> à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à motiver sa décision. Il lui suffit d’adresser une déclaration dénuée d’ambiguïté via le <a href="/contact">formulaire de contact</a>. Les produits doivent être retournés complets, non utilisés et en bon état, dans les 14 jours suivant la rétractation ; les frais de retour sont à la charge du consommateur. Trefima rembourse la totalité des sommes versées, y compris les frais de livraison standard, dans les 14 jours suivant la rétractation, ce remboursement pouvant être différé jusqu’à la récupération des produits.</p>
<p>Conformément à l’article L. 221-28 du Code de la consommation, <strong>le droit de rétractation ne s’applique pas aux produits confectionnés selon les spécifications du consommateur</strong> : barres coupées ou façonnées sur mesure, bacs et tôles profilés à la longueur, pliages spécifiques.</p>
') > 0;
