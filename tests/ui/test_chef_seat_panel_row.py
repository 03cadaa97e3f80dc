"""A Chef de rang seat panel's name row keeps its parts apart at 800x500 with three to
six players, in both phases and both languages: the seat's name, the fan of face-down
cards, its "×N" and the score each whole and clear of the others (newcomer playtest
13f: the fan lay over the "×N", leaving a bare "3", over the end of "Player 1", and
over the first letter of "at most 1700")."""

import pygame
import pytest

from game.chef_de_rang.rules import Phase
from game.chef_de_rang.table import panels
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_setup import MatchSetup
from game.ui.screenshot import advance, demo_setup, render_scene
from game.ui.table_start import table_scene_class
from game.ui.text_record import recording
from tests.ui.conftest import frames, resize


def in_phase(phase: Phase):
    def reached(match) -> bool:
        return match.state.public.phase is phase and match.to_move == 0 \
            and len(match.state.public.path) >= 6
    return reached


def drawn_row(ctx, players: int, phase: Phase, monkeypatch):
    """The table at ``phase``, drawn once: its labels and the fans of backs drawn."""
    demo = demo_setup("chef-de-rang", 3, players)  # the player as the README names them
    setup = MatchSetup(demo.game_id, (Seat("Player 1", None), *demo.seats[1:]), demo.seed, {})
    match = setup.start()
    advance(match, "chef-de-rang", None, in_phase(phase))
    assert in_phase(phase)(match), "the demo match never reached the phase"
    table = table_scene_class("chef-de-rang")(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    resize(ctx, (800, 500))
    frames(ctx)
    fans: list[pygame.Rect] = []
    real = panels.draw_back_fan

    def spy(surface, c, sprite, count, topleft, card_w, max_width):
        real(surface, c, sprite, count, topleft, card_w, max_width)
        if count > 0:
            step = min(c.theme.px(9), (max_width - card_w) / max(1, count - 1)) \
                if count > 1 else 0
            height = c.assets.scaled(sprite, card_w).get_height()
            first = pygame.Rect(topleft[0], topleft[1], card_w, height)
            fans.append(first.union(first.move(round((count - 1) * step), 0)))

    monkeypatch.setattr(panels, "draw_back_fan", spy)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    return table, record.labels, fans


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("phase", [Phase.TAKING, Phase.SERVING], ids=["phase1", "phase2"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seat_panel_name_row_parts_stay_whole_and_apart(ctx, players, phase, language,
                                                         monkeypatch):
    ctx.text = load_text(language)
    table, labels, fans = drawn_row(ctx, players, phase, monkeypatch)
    view = table.view()
    for seat, panel in table.seat_panels.items():
        total = table.score_texts(view, seat)[0]
        words = {table.panel_name(view, seat), total,
                 ctx.text("chef_de_rang.cards_count", n=view.hand_size(seat))}
        row = [label for label in labels if panel.contains(label.rect)
               and label.content.rstrip("…") and any(
                   w.startswith(label.content.rstrip("…")) for w in words)]
        for word in words:
            found = [label for label in row if label.content == word]
            assert found, f"seat {seat}: {word!r} not drawn whole ({[lb.content for lb in row]})"
            label = found[0]
            assert label.lost is None and not label.covered, f"seat {seat}: {word!r} cut"
            assert panel.contains(label.rect), f"seat {seat}: {word!r} leaves its panel"
            for fan in fans:
                if panel.colliderect(fan):
                    assert not fan.colliderect(label.rect), \
                        f"seat {seat}: the fan of backs covers {word!r}"
        chosen = [next(lb for lb in row if lb.content == w) for w in words]
        for i, a in enumerate(chosen):
            for b in chosen[i + 1:]:
                assert not a.rect.colliderect(b.rect), \
                    f"seat {seat}: {a.content!r} runs into {b.content!r}"
