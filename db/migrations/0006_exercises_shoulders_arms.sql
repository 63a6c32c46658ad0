-- Catalogue content: being written. Keep this file applying cleanly at every commit.
SELECT 1;
