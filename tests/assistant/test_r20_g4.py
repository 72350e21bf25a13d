"""Round 20, group 4: readings of §9.2 (« MISES SES JETONS »), §9.4 (« L'ANNONCE VERBALE PREVAUT »), §9.10 (« MISES
INSUFFISANTES AVEC ET SANS ANNONCE VERBALE ») and §9.12 (« JETON UNIQUE DE VALEUR INFERIEURE ») of the ROPTA 2019.03.

§9.2: « Un joueur désirant reprendre de la monnaie à la suite d'une mise doit avoir annoncé clairement le montant de sa
mise »: change_making is the player's wish for change, told with its verb (he asks, wants, waits for it, puts chips
« pour qu'on lui rende »); the dealer or the floor who gives chips back once he has read a call or a bet taken back is
no such wish. Checked on the invented development half, the real development incidents and the scenarios before it
was kept. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- §9.2: the player who wishes change back ------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle lâche une plaque de 5000 et demande qu'on lui rende 3800",
    "il avance 1500 pour qu'on lui rende 300, sans dire combien il mise",
    "il voulait suivre et se faire rendre 700",
    "elle pose sa plaque et attend qu'on lui rende 450",
])
def test_the_player_wishes_change_back(model, text):
    assert facts_of(model, text).get("change_making") is True


@pytest.mark.parametrize("text", [
    "le croupier lui rend 2000 en annonçant suivi",  # the dealer's act once he read a call
    "le directeur rend les 3000 au cut-off, qui avait misé avant son tour",  # a bet taken back (§9.3)
    "la croupière garde le call et lui rend le reste",  # the dealer gives back the excess
])
def test_chips_given_back_by_an_official_are_no_wish(model, text):
    assert facts_of(model, text).get("change_making") is not True
