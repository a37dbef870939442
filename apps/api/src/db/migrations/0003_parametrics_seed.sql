-- Parametric lists. Fixed ids: @fletx/contract (load-status.ts, parametrics.ts) names the same ones.
INSERT INTO "trailer_types" ("id", "name") VALUES
  (1, 'Dry Van'), (2, 'Flatbed'), (3, 'Reefer'), (4, 'Power Only');
--> statement-breakpoint
INSERT INTO "trailer_sizes" ("id", "name") VALUES
  (1, '48 ft'), (2, '53 ft'), (3, 'other');
--> statement-breakpoint
INSERT INTO "fuel_types" ("id", "name") VALUES
  (1, 'Diesel'), (2, 'Biodiesel B20'), (3, 'Renewable diesel'), (4, 'CNG'), (5, 'LNG'),
  (6, 'Electric'), (7, 'Hydrogen');
--> statement-breakpoint
INSERT INTO "load_statuses" ("id", "name") VALUES
  (1, 'Cancelled'), (2, 'New'), (3, 'Refused by driver'), (4, 'Accepted'), (5, 'On the way to pickup'),
  (6, 'At pickup'), (7, 'Loaded'), (8, 'In transit'), (9, 'At delivery'), (10, 'Delivered'), (11, 'Ended'),
  (12, 'Delivery approved'), (13, 'Old load'), (14, 'Declined'), (15, 'Cancellation requested'),
  (16, 'Awaiting confirmation');
--> statement-breakpoint
-- US class-8 truck makes; a model's id is its make's id times 100 plus its number within the make.
INSERT INTO "car_makes" ("id", "name") VALUES
  (1, 'Freightliner'), (2, 'Peterbilt'), (3, 'Kenworth'), (4, 'Volvo'), (5, 'Mack'), (6, 'International'),
  (7, 'Western Star'), (8, 'Autocar'), (9, 'Tesla');
--> statement-breakpoint
INSERT INTO "car_models" ("id", "make_id", "name") VALUES
  (101, 1, 'Cascadia'), (102, 1, 'Columbia'), (103, 1, 'Coronado'), (104, 1, '122SD'), (105, 1, 'M2 106'),
  (106, 1, '114SD'), (107, 1, 'Century Class'), (108, 1, 'FLD 120'), (109, 1, 'eCascadia'), (110, 1, 'M2 112'),
  (201, 2, '579'), (202, 2, '389'), (203, 2, '567'), (204, 2, '520'), (205, 2, '379'), (206, 2, '386'),
  (207, 2, '587'), (208, 2, '589'), (209, 2, '579EV'),
  (301, 3, 'T680'), (302, 3, 'W900'), (303, 3, 'T880'), (304, 3, 'W990'), (305, 3, 'T800'), (306, 3, 'T660'),
  (307, 3, 'T600'), (308, 3, 'T680E'),
  (401, 4, 'VNL 860'), (402, 4, 'VNL 760'), (403, 4, 'VNL 300'), (404, 4, 'VNR'), (405, 4, 'VNL 740'),
  (406, 4, 'VNL 670'), (407, 4, 'VNL 780'), (408, 4, 'VNR Electric'), (409, 4, 'VHD'), (410, 4, 'VNX'),
  (501, 5, 'Anthem'), (502, 5, 'Pinnacle'), (503, 5, 'Granite'), (504, 5, 'LR'), (505, 5, 'TerraPro'),
  (506, 5, 'Vision'), (507, 5, 'CH Series'), (508, 5, 'LR Electric'),
  (601, 6, 'LT Series'), (602, 6, 'RH Series'), (603, 6, 'HX Series'), (604, 6, 'LoneStar'), (605, 6, 'ProStar'),
  (606, 6, '9900i'), (607, 6, '9200i'), (608, 6, 'HV Series'),
  (701, 7, '49X'), (702, 7, '57X'), (703, 7, '47X'), (704, 7, '4900'), (705, 7, '5700XE'), (706, 7, '4700'),
  (801, 8, 'ACX'), (802, 8, 'DC-64'),
  (901, 9, 'Semi');
