"""Issue 20, done means 7: every write in storage, results, match files, the match
session and the autosave fails in turn (ENOSPC, EACCES, EIO; before the file is made,
at fsync, at the rename). No file that existed before is lost or damaged, no temporary
file is left, the match is on disk or kept in memory, and the player is told."""

from tests.fuzz.faults import ERRNOS, STEPS, run_scenario, sweep


def test_the_scenario_writes_what_a_finished_match_writes(tmp_path):
    clean = run_scenario(tmp_path, None)
    assert not clean.injected and not clean.told and clean.problems == []
    assert clean.writes >= 6, "autosaves, the replay, statistics and results"


def test_every_write_failing_in_turn_loses_nothing_and_is_told(tmp_path_factory):
    figures = sweep(lambda: tmp_path_factory.mktemp("home"))
    assert figures["faults_injected"] == figures["writes_per_run"] * len(STEPS) * len(ERRNOS)
    assert figures["told"] == figures["faults_injected"]
    assert figures["files_lost"] == 0 and figures["problems"] == [], figures["problems"][:5]
