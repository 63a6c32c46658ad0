-- Reference data: the lookup collections every exercise, workout and program points to.
-- Names are snake_case identifiers (the UI title-cases them). Edit descriptions freely;
-- renaming a record means updating the catalogue migrations that refer to it by name.

INSERT INTO experience_levels (name, rank, description) VALUES
  ('sedentary',    0, 'Little or no structured exercise in the last six months.'),
  ('beginner',     1, 'Under a year of regular training; learning the main lifts.'),
  ('intermediate', 2, 'One to three years of consistent training with solid technique.'),
  ('advanced',     3, 'Several years of structured training; progress needs planned periodization.'),
  ('elite',        4, 'Competitive or near-competitive lifter or athlete.');
--> statement-breakpoint
INSERT INTO fitness_goals (name, description) VALUES
  ('strength',             'Lift heavier loads for low repetitions.'),
  ('hypertrophy',          'Build muscle size with moderate loads and volume.'),
  ('fat_loss',             'Lose body fat while keeping muscle.'),
  ('athletic_performance', 'Move faster, jump higher and change direction better.'),
  ('endurance',            'Sustain effort for longer with shorter rests.'),
  ('power',                'Produce force quickly: explosive lifts and jumps.'),
  ('general_fitness',      'Feel fit and healthy with a balanced routine.'),
  ('mobility',             'Move through a fuller, pain-free range of motion.');
--> statement-breakpoint
INSERT INTO training_types (name, description) VALUES
  ('strength',    'Heavy, low-repetition work for maximal force.'),
  ('hypertrophy', 'Moderate loads and volume for muscle growth.'),
  ('power',       'Explosive, fast concentric work.'),
  ('cardio',      'Conditioning that raises the heart rate for sustained periods.'),
  ('mobility',    'Active range-of-motion and flexibility work.'),
  ('endurance',   'High-repetition muscular endurance.'),
  ('core',        'Trunk strength and stability.'),
  ('balance',     'Single-leg and stability work for control and proprioception.');
--> statement-breakpoint
INSERT INTO movement_patterns (name, description) VALUES
  ('push',           'Pressing a load away from the body, horizontally or overhead.'),
  ('pull',           'Pulling a load toward the body, horizontally or vertically.'),
  ('squat',          'Knee- and hip-dominant bending with an upright torso.'),
  ('hinge',          'Hip-dominant bending with a neutral spine.'),
  ('lunge',          'Split-stance, single-leg dominant lower-body work.'),
  ('carry',          'Walking while holding a load.'),
  ('rotation',       'Turning the trunk against or with resistance.'),
  ('core_stability', 'Resisting movement of the spine: anti-extension, anti-flexion, anti-rotation.'),
  ('locomotion',     'Running, jumping, rowing, cycling and other cyclic movement.');
--> statement-breakpoint
INSERT INTO body_regions (name, description) VALUES
  ('upper_body', 'Chest, back, shoulders and arms.'),
  ('lower_body', 'Hips, thighs and calves.'),
  ('core',       'Abdominals, obliques and lower back.'),
  ('full_body',  'Movements that load the upper and lower body together.');
--> statement-breakpoint
-- The eight injuries of the program builder. An exercise carrying one of these is
-- excluded for a person who reports that injury.
INSERT INTO contraindications (name, injury_label, affected_area, description) VALUES
  ('lower_back_pain',      'Lower Back Pain',      'lower_back', 'Avoid heavy spinal loading, loaded flexion and high shear on the lumbar spine.'),
  ('knee_issues',          'Knee Issues',          'knees',      'Avoid deep loaded knee flexion, high-impact landings and heavy knee extension.'),
  ('shoulder_impingement', 'Shoulder Impingement', 'shoulders',  'Avoid overhead pressing, behind-the-neck positions and deep loaded shoulder extension.'),
  ('wrist_pain',           'Wrist Pain',           'wrists',     'Avoid loaded wrist extension such as push-ups on the hands, front-rack and heavy curls with bent wrists.'),
  ('hip_mobility',         'Hip Mobility',         'hips',       'Avoid movements that need deep hip flexion or wide hip rotation under load.'),
  ('ankle_instability',    'Ankle Instability',    'ankles',     'Avoid jumps, hops, running and unstable single-leg positions.'),
  ('neck_pain',            'Neck Pain',            'neck',       'Avoid loading the neck, bar-on-upper-back positions and heavy shrugging.'),
  ('elbow_issues',         'Elbow Issues',         'elbows',     'Avoid heavy elbow flexion and extension such as skull crushers, dips and heavy curls.');
--> statement-breakpoint
-- Muscles: each lights one region of the body map. Synonyms let older data and
-- free text ("pecs", "quadriceps") find the same muscle.
INSERT INTO muscles (name, muscle_group, body_map_region, synonyms, description) VALUES
  ('chest',       'chest',      'chest',           '{pecs,pectorals,pectoralis_major,upper_chest,lower_chest}', 'Pectoralis major and minor: push the arms forward and across the body.'),
  ('lats',        'back',       'lats',            '{latissimus_dorsi,lat,back,upper_back}',                     'Latissimus dorsi: pulls the arms down and back.'),
  ('traps',       'back',       'traps',           '{trapezius,upper_traps,neck}',                               'Upper trapezius: shrugs and supports the shoulder girdle.'),
  ('rhomboids',   'back',       'traps-middle',    '{middle_back,mid_back,middle_traps,lower_traps}',            'Rhomboids and middle trapezius: pull the shoulder blades together.'),
  ('lower_back',  'core',       'lowerback',       '{erector_spinae,erectors,spinal_erectors,lumbar}',           'Erector spinae: keep the spine extended and stable.'),
  ('front_delts', 'shoulders',  'front-shoulders', '{anterior_deltoid,front_deltoid,shoulders,deltoids,delts}',  'Anterior deltoid: raises the arm forward and overhead.'),
  ('side_delts',  'shoulders',  'front-shoulders', '{lateral_deltoid,medial_deltoid,middle_delts}',              'Lateral deltoid: raises the arm out to the side.'),
  ('rear_delts',  'shoulders',  'rear-shoulders',  '{posterior_deltoid,rear_deltoid}',                           'Posterior deltoid: pulls the arm back and rotates it outward.'),
  ('biceps',      'arms',       'biceps',          '{biceps_brachii,brachialis,arms}',                           'Biceps and brachialis: bend the elbow.'),
  ('triceps',     'arms',       'triceps',         '{triceps_brachii}',                                          'Triceps: straighten the elbow.'),
  ('forearms',    'arms',       'forearms',        '{brachioradialis,wrist_flexors,wrist_extensors}',            'Forearm flexors and extensors: control the wrist and elbow.'),
  ('grip',        'arms',       'hands',           '{hands,hand,finger_flexors,grip_strength}',                  'Finger and hand muscles: hold on to the load.'),
  ('abs',         'core',       'abdominals',      '{abdominals,rectus_abdominis,core,six_pack}',                'Rectus abdominis and transverse abdominis: flex and brace the trunk.'),
  ('obliques',    'core',       'obliques',        '{external_obliques,internal_obliques,side_abs}',             'Obliques: rotate and side-bend the trunk, resist rotation.'),
  ('quads',       'quads',      'quads',           '{quadriceps,quadriceps_femoris,thighs,legs}',                'Quadriceps: straighten the knee.'),
  ('hamstrings',  'hamstrings', 'hamstrings',      '{hamstring,biceps_femoris,posterior_chain}',                 'Hamstrings: bend the knee and extend the hip.'),
  ('glutes',      'glutes',     'glutes',          '{gluteus_maximus,gluteus_medius,glute,hips,butt}',           'Gluteal muscles: extend, abduct and stabilise the hip.'),
  ('calves',      'calves',     'calves',          '{gastrocnemius,soleus,calf,lower_legs}',                     'Gastrocnemius and soleus: point the foot and push off.'),
  ('hip_flexors', 'core',       'quads',           '{iliopsoas,psoas,hip_flexor}',                               'Iliopsoas and rectus femoris: lift the thigh.'),
  ('adductors',   'quads',      'quads',           '{inner_thighs,adductor_magnus,groin}',                       'Adductors: draw the thigh inward.'),
  ('abductors',   'glutes',     'glutes',          '{outer_thighs,hip_abductors,tfl}',                           'Hip abductors: move the thigh outward and steady the pelvis.');
--> statement-breakpoint
-- At least twenty pieces of equipment, covering the builder's eight types
-- (barbell, dumbbells, cables, bodyweight, kettlebell, bands, machine, other).
-- Bodyweight is the absence of equipment: an exercise with none listed.
INSERT INTO equipment (name, category, description) VALUES
  ('barbell',            'free_weights',        'Olympic barbell with plates.'),
  ('ez_bar',             'bars',                'Cambered curl bar that eases wrist angle.'),
  ('trap_bar',           'bars',                'Hexagonal bar you stand inside; keeps the load in line with the hips.'),
  ('dumbbells',          'free_weights',        'A pair of dumbbells of matching weight.'),
  ('kettlebell',         'free_weights',        'Cast-iron ball with a handle for swings and carries.'),
  ('weight_plate',       'free_weights',        'A single bumper or iron plate held by hand.'),
  ('cable_station',      'cables',              'Adjustable pulley with handles, rope and bar attachments.'),
  ('resistance_band',    'bands',               'Elastic loop or tube band.'),
  ('flat_bench',         'benches',             'Fixed flat weight bench.'),
  ('adjustable_bench',   'benches',             'Bench that inclines and declines.'),
  ('squat_rack',         'racks',               'Power rack or squat stands with safety arms.'),
  ('pull_up_bar',        'bodyweight_stations', 'Fixed overhead bar for hanging and pulling.'),
  ('dip_station',        'bodyweight_stations', 'Parallel bars for dips and leg raises.'),
  ('smith_machine',      'machines',            'Barbell fixed on vertical rails.'),
  ('leg_press_machine',  'machines',            'Sled pushed with the legs on a 45-degree track.'),
  ('leg_curl_machine',   'machines',            'Pad-loaded machine for knee flexion, seated or lying.'),
  ('medicine_ball',      'accessories',         'Weighted ball for throws, slams and rotations.'),
  ('stability_ball',     'accessories',         'Large inflatable ball for core and hamstring work.'),
  ('plyo_box',           'accessories',         'Sturdy box for jumps and step-ups.'),
  ('suspension_trainer', 'accessories',         'Straps anchored overhead for bodyweight rows, presses and fallouts.'),
  ('landmine',           'accessories',         'Pivot that anchors one end of a barbell.'),
  ('jump_rope',          'accessories',         'Speed rope for skipping.'),
  ('rowing_machine',     'cardio_machines',     'Air or magnetic rowing ergometer.'),
  ('stationary_bike',    'cardio_machines',     'Upright, recumbent or air bike.');
--> statement-breakpoint
INSERT INTO exercise_categories (name, description) VALUES
  ('strength',      'Resistance exercises with external load.'),
  ('calisthenics',  'Bodyweight strength exercises.'),
  ('plyometrics',   'Jumps, hops and throws that train fast force.'),
  ('cardio',        'Conditioning and energy-system work.'),
  ('mobility',      'Stretching and active range-of-motion drills.'),
  ('olympic',       'The snatch, the clean and jerk and their derivatives.');
--> statement-breakpoint
INSERT INTO modalities (name, description) VALUES
  ('free_weight',      'Barbells, dumbbells, kettlebells and plates.'),
  ('machine',          'Guided-path machines.'),
  ('cable',            'Cable and pulley stations.'),
  ('bodyweight',       'Your own body as the load.'),
  ('resistance_band',  'Elastic resistance.'),
  ('cardio_equipment', 'Rowers, bikes and ropes.'),
  ('suspension',       'Suspension straps.');
--> statement-breakpoint
INSERT INTO force_types (name, description) VALUES
  ('push',   'The working muscles shorten while pushing the load away.'),
  ('pull',   'The working muscles shorten while pulling the load in.'),
  ('static', 'A position is held against resistance.');
--> statement-breakpoint
INSERT INTO joints (name, description) VALUES
  ('shoulder', 'Glenohumeral joint and shoulder girdle.'),
  ('elbow',    'Elbow joint.'),
  ('wrist',    'Wrist and hand.'),
  ('spine',    'Lumbar and thoracic spine.'),
  ('neck',     'Cervical spine.'),
  ('hip',      'Hip joint.'),
  ('knee',     'Knee joint.'),
  ('ankle',    'Ankle and foot.');
--> statement-breakpoint
INSERT INTO tags (name, description) VALUES
  ('main_lift',         'A primary strength lift that anchors a session.'),
  ('home_friendly',     'Needs little or no gym equipment.'),
  ('beginner_friendly', 'Easy to learn and low risk.'),
  ('isolation',         'Works one joint and a single muscle group.'),
  ('explosive',         'Performed with maximal speed.'),
  ('low_impact',        'No jumping or pounding; kind to the joints.'),
  ('grip_intensive',    'Your grip is likely to tire first.'),
  ('posture',           'Helps shoulder and spinal posture.'),
  ('rehab_friendly',    'Commonly used when returning from injury.'),
  ('warm_up',           'Suitable as part of a warm-up.'),
  ('finisher',          'A good last exercise to end a session.'),
  ('athletic',          'Carries over to sport and athletic movement.');
--> statement-breakpoint
INSERT INTO mobility_requirements (name, description) VALUES
  ('overhead_mobility',          'Arms overhead without arching the lower back.'),
  ('hip_flexion',                'Deep hip bend without the pelvis tucking under.'),
  ('ankle_dorsiflexion',         'Knee travels past the toes with the heel down.'),
  ('thoracic_extension',         'Upper back extends to open the chest.'),
  ('hamstring_flexibility',      'Hinge with straight legs without rounding the back.'),
  ('shoulder_external_rotation', 'Upper arm rotates outward, as in a front rack or a high-bar squat grip.'),
  ('wrist_extension',            'Wrist bends back under load, as in push-ups and front squats.');
--> statement-breakpoint
INSERT INTO tip_categories (name, description) VALUES
  ('technique',    'How to perform the movement well.'),
  ('setup',        'Getting into the starting position.'),
  ('breathing',    'Breathing and bracing.'),
  ('progression',  'How to make it harder over time.'),
  ('safety',       'Staying injury-free.'),
  ('mind_muscle',  'Feeling the target muscle work.');
--> statement-breakpoint
INSERT INTO mistake_types (name, description) VALUES
  ('form',            'Body position or joint alignment breaks down.'),
  ('range_of_motion', 'Moving through too little or too much range.'),
  ('tempo',           'Moving too fast, bouncing or using momentum.'),
  ('breathing',       'Holding the breath wrongly or losing the brace.'),
  ('load',            'Choosing a weight that is too heavy or too light.'),
  ('setup',           'Starting position or equipment set up badly.');
--> statement-breakpoint
INSERT INTO variation_types (name, description) VALUES
  ('regression',     'An easier version.'),
  ('progression',    'A harder version.'),
  ('equipment_swap', 'The same movement with different equipment.'),
  ('grip_change',    'A different grip or hand position.'),
  ('stance_change',  'A different stance or foot position.'),
  ('unilateral',     'One arm or one leg at a time.'),
  ('angle_change',   'A different bench or body angle.');
