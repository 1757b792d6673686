-- A saved list keeps the bar schedules of the cart it was saved from, as references to the schedules (a schedule's
-- steel is its rows, not products to list): put back in the cart, each brings its latest revision at the day's
-- figures. A list's number is never given again (017), so its references never land on another list.
CREATE TABLE saved_list_schedule (
  id INTEGER PRIMARY KEY,
  list_id INTEGER NOT NULL REFERENCES saved_list(id) ON DELETE CASCADE,
  -- the customer's own schedule only (the service checks it); schedules are never deleted
  schedule_id INTEGER NOT NULL REFERENCES bar_schedule(id) ON DELETE CASCADE,
  position INTEGER NOT NULL
);
CREATE UNIQUE INDEX saved_list_schedule_unique ON saved_list_schedule(list_id, schedule_id);
