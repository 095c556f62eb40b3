"""A host's own deck for the learning tests: six sides of the shipped easy deck, with the mop of its cleaning side
renamed "the janitor's mop", a clue that no picture covers (no shipped map line, no match by name). A person's
drawings of it are then the only pictures a computer player can learn it from, whatever the shipped maps draw."""

JANITORS_MOP = "the janitor's mop"

SIDES = [
    ["broom", JANITORS_MOP, "vacuum cleaner", "dustpan", "feather duster", "rubbish bin", "laundry basket"],
    ["apple", "pear", "banana", "cherry", "strawberry", "pineapple", "watermelon"],
    ["carrot", "potato", "onion", "tomato", "broccoli", "corn on the cob", "mushroom"],
    ["shirt", "t-shirt", "sweater", "jacket", "dress", "hoodie", "pyjamas"],
    ["rake", "wheelbarrow", "watering can", "flower pot", "garden hose", "lawn mower", "scarecrow"],
    ["tennis racket", "baseball bat", "hockey stick", "golf club", "skis", "boxing glove", "surfboard"],
]
DECK = "\n\n".join("\n".join(side) for side in SIDES) + "\n"

JANITORS_MOP_SEED = 49
"""A seed whose first round deals seat 0 of three the janitor's mop from DECK (in a room and in a Match alike)."""
