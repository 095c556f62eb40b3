"""What travels between a browser and the server, and the sheets it draws on: the frames each side sends and their
checks, and a canvas of strokes. Below the server, so that the computer players' virtual table and the processes of
a cluster use them without reaching into the server. `seam.py`: what a room is posted and the outbox it answers
through, which the server and the cluster both speak."""
