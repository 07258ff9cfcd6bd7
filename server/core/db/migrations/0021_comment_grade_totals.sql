CREATE TABLE "course_comment_grades" (
	"course_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_comment_grades_course_id_grade_pk" PRIMARY KEY("course_id","grade"),
	CONSTRAINT "course_comment_grades_total_not_negative" CHECK ("course_comment_grades"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_comment_grades" ADD CONSTRAINT "course_comment_grades_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION course_comment_grades_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "course_comment_grades" SET "total" = "total" - 1 WHERE "course_id" = OLD.course_id AND "grade" = OLD.grade;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "course_comment_grades" ("course_id", "grade", "total") VALUES (NEW.course_id, NEW.grade, 1)
    ON CONFLICT ("course_id", "grade") DO UPDATE SET "total" = "course_comment_grades"."total" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER course_comment_grades_count AFTER INSERT OR DELETE OR UPDATE OF course_id, grade ON "course_comments" FOR EACH ROW EXECUTE FUNCTION course_comment_grades_keep();
--> statement-breakpoint
INSERT INTO "course_comment_grades" ("course_id", "grade", "total") SELECT "course_id", "grade", count(*)::int FROM "course_comments" GROUP BY "course_id", "grade";
