"""The turn player's phases (design §1.3) and what follows a settled payment; one list for
every module. Side decisions (auction, trade reply, debt) live in their own state fields."""

PRE_ROLL, BUY, POST_ROLL, JAIL_PAY, MOVING, OVER = range(6)
PHASE_NAMES = ("pre_roll", "buy", "post_roll", "jail_pay", "moving", "over")
QUIET = (PRE_ROLL, BUY, POST_ROLL)     # where a trade may be opened (D32), besides a debt

AFTER_LAND, AFTER_JAIL_MOVE = 0, 1
