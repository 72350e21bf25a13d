"""Round 11, chapter 11 as floors tell it: the conduct told in floor French inside a story full of betting and card
words, and the same words as scenery. Every phrase here is ours (none is a scenario's or an incident's).

- a threat of blows in the speaker's own words (« je vais te défoncer ») is the grave abuse of 11.1; « tuer la
  main » (the dealer killing a hand) and « il va tuer le game » are not;
- an insult aimed at someone's origin (« sale » + the origin) is the grave abuse too; the common insults of a table
  (« gros con », « enfoiré », « ferme ta gueule »), a fight offered outside and the clock played on purpose are 11.7;
- a phone or a glass thrown in anger is misconduct, not a device used with cards; a look at one's phone is neither;
- the nuts shown after a long wait is a slow roll (11.7), not an angle shot; thinking long before a call is neither;
- always folding to one's wife or friend, in one sentence, is soft play (11.6); a tight player whose friend watches
  from the rail is not; signs made each time from the rail are a code, a sign that the break is coming is not;
- a friend whispering a move to a player, and a folded hand named aloud to the table, are the disclosure of 11.3;
  a player who murmurs his own call is not;
- « crier à la triche », « sans vouloir l'insulter » are scenery; « on recommence la main » is no repeated fault.
"""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "après le river il se lève et lui dit je vais te défoncer à la sortie",
    "il lui glisse : je vais te faire la peau dehors après le tournoi",
    "le perdant lance à la donneuse : espèce de sale arabe, tu me donnes que de la merde",
])
def test_grave_abuse_told_in_floor_words(model, text):
    assert facts_of(model, text).get("serious_misconduct") is True


@pytest.mark.parametrize("text", [
    "le donneur va tuer la main du gagnant par erreur en la poussant dans le muck",
    "il annonce qu'il va tuer le game ce soir puis relance à 2400",
    "jetons noirs sale temps dehors, la pause est prolongée",
    "si tu paies tu vas te casser la gueule, lui dit son pote en rigolant, il a forcément la couleur",
])
def test_no_grave_abuse_in_scenery(model, text):
    assert "serious_misconduct" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "il a perdu le coup à tapis et a traité le gagnant de gros con devant tout le monde",
    "la BB lui répond ferme ta gueule après sa relance",
    "il m'a dit je t'attends sur le parking après le coup",
    "il joue la montre à chaque main depuis qu'il est short",
    "furieux, il balance son portable sur la table après la river",
    "il avait le nuts et retourne au bout d'une minute pour narguer l'autre",
])
def test_misconduct_told_in_floor_words(model, text):
    assert facts_of(model, text).get("misconduct") is True


@pytest.mark.parametrize("text", [
    "sans vouloir l'insulter, le donneur a brûlé deux cartes au flop",
    "il jette un oeil à son portable pendant le coup, ses cartes encore devant lui",
    "le 4 a le nuts à la turn et fait durer avant de payer la mise du 6",
    "il jette ses cartes face cachée, prend son téléphone et va fumer",
])
def test_no_misconduct_in_scenery(model, text):
    assert "misconduct" not in facts_of(model, text)


def test_a_thrown_phone_is_no_phone_used(model):
    facts = facts_of(model, "sur le bad beat il fracasse son téléphone contre la table")
    assert facts.get("misconduct") is True and "phone" not in facts


def test_a_slow_roll_is_no_angle_shot(model):
    facts = facts_of(model, "à l'abattage il a les nuts, fait semblant de réfléchir et retourne au bout de deux minutes")
    assert "angle_shoot" not in facts and facts.get("misconduct") is True


@pytest.mark.parametrize("text", [
    "il se couche toujours quand son cousin relance, depuis le début de la soirée",
    "sa copine au rail lui fait des signes chaque fois que le 3 mise",
])
def test_soft_play_told_in_floor_words(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "sa femme est à une autre table. Lui se couche toujours préflop, c'est un roc",
    "son ami au rail lui fait signe que la pause commence, il se lève",
    "le joueur du milieu se couche, les deux autres checkent jusqu'à la river et le bouton gagne",
])
def test_no_soft_play_in_scenery(model, text):
    assert "collusion" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "son copain assis à côté, hors du coup, lui chuchote « paie » pendant qu'il réfléchit",
    "il couche sa main et dit à voix haute « je jette as-dame » alors que deux joueurs sont encore dans le coup",
])
def test_disclosure_told_in_floor_words(model, text):
    assert facts_of(model, text).get("disclosure") is True


def test_his_own_call_murmured_is_no_disclosure(model):
    assert "disclosure" not in facts_of(model, "il murmure call, le donneur ne l'entend pas et il met 600")


@pytest.mark.parametrize("text, fact", [
    ("le voisin a crié à la triche mais il a juste mis ses jetons en deux fois", "cheating"),
    ("averti pour son portable au niveau 3, on recommence la main car fausse donne", "repeated"),
])
def test_no_conduct_fact_in_scenery(model, text, fact):
    assert fact not in facts_of(model, text)


def test_a_warning_then_the_same_again_is_repeated(model):
    assert facts_of(model, "premier avertissement pour ses insultes, il recommence deux niveaux plus tard").get("repeated") is True


@pytest.mark.parametrize("text, section", [
    ("sur un call à tapis perdu, il dit au gagnant je vais te casser la gueule à la sortie", "sanctions-et-disqualification"),
    ("la SB relance, la BB paie. Puis la BB se couche toujours quand son frère mise, ça crève les yeux", "ethique"),
    ("pendant que la BB réfléchit à payer le tapis, son pote déjà couché lui murmure « suis, il bluffe »", "pas-de-revelation"),
    ("il perd à la river avec brelan contre couleur et balance son verre sur la table, il éclabousse les jetons", "manquements-ethiques"),
])
def test_the_conduct_ranks_first(kb, text, section):
    assert first_section(kb, text) == section


# The conduct told through the hand it followed: a close clause ruling the conduct comes first when the first one
# stood on the hand's light facts only (an all-in called, the bubble); a first rule standing on a matter of its own
# (a short all-in that reopens nothing) keeps its place, the conduct words being its scenery.
@pytest.mark.parametrize("text", [
    "tapis payé à la turn, il perd à la river et traite le gagnant de voleur devant la table, il faut l'exclure ?",
    "call à tapis perdu sur la river, il balance ses jetons à la figure du donneur et se lève en hurlant",
])
def test_conduct_after_an_all_in_is_ruled_on_the_conduct(kb, text):
    assert first_section(kb, text) == "manquements-ethiques"


@pytest.mark.parametrize("text, section", [
    ("ambiance pourrie, des insultes partout ce soir. Question simple : la BB est à tapis préflop pour moins que la "
     "grosse blinde, le bouton complète à combien ?", "tapis-preflop-inferieur-a-la-grosse-blinde"),
    ("Lui et moi on joue ensemble au club le jeudi. Ce soir je relance à 800 sur 200, il paie, le dernier fait tapis "
     "pour 1000 : je peux relancer à nouveau ?", "relance-bloquee"),
])
def test_conduct_words_as_scenery_leave_the_betting_ruling(kb, text, section):
    assert first_section(kb, text) == section


def test_blinds_passed_between_two_cousins_is_soft_play(model):
    assert facts_of(model, "les deux frères se refilent les blindes depuis le début du niveau").get("collusion") is True
