"""The plate rules' pure parts (game.safranito.table.plate_place): an action space's
name moves only to a spot on its own disc; a token lying still (recorded or live) has
the names move off it, one sliding past does not."""

import pygame

from game.safranito.table.plate_place import at_rest, hugs, plate_clear, still_at


def test_an_action_space_name_moves_off_a_token_but_stays_on_its_disc():
    disc = ((100.0, 100.0), 40.0)
    plate = pygame.Rect(0, 0, 60, 16)
    plate.center = (100, 112)
    token = pygame.Rect(0, 0, 40, 40)
    token.center = (100, 110)
    spot = plate_clear(plate, [token], [], pygame.Rect(0, 0, 400, 400), 2, disc)
    assert spot is not None and not spot.colliderect(token) and hugs(spot, disc)
    far = pygame.Rect(0, 0, 60, 16)
    far.midleft = (150, 100)
    assert not hugs(far, disc), "a spot off the disc reads as another disc's"


def test_still_and_moving_tokens():
    assert still_at([(0.0, 0.0), (0.0, 0.0), (0.0, 0.0)], 2)
    assert not still_at([(0.0, 0.0), (5.0, 0.0)], 1)
    assert not still_at([(0.0, 0.0), (5.0, 0.0)], 0), "at the first frame: about to move"
    assert at_rest((0.0, 0.0, 0.0)) and not at_rest((30.0, 0.0, 0.0))
